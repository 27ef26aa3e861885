export * from './fieldMap';
export * from './account';
export * from './profile';
export * from './vehicle';
export * from './service';
export * from './festive';
export * from './survey';
export * from './workshop';
