export * from './auth';
export * from './envelope';
