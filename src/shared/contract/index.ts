export * from './envelope';
export * from './accounts';
export * from './loyalty';
export * from './content';
export * from './appConfig';
export * from './housekeeping';
export * from './campaigns';
