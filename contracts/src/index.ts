export * from './auth.ts';
export * from './client-config.ts';
