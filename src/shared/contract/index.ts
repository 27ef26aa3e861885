export * from './envelope';
export * from './accounts';
export * from './loyalty';
