export * from './oils';
export * from './vehicles';
