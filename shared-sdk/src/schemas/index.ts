export * from './auth';
export * from './envelope';
export * from './subscription';
export * from './proxy';
export * from './account';
export * from './bot';
