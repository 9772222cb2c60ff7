export * from './auth';
export * from './credits';
export * from './settings';
export * from './email';
export * from './rate-limits';
export * from './payments';
export * from './analysis';
export * from './user-settings';
