export * from './api.ts';
export * from './auth.ts';
export * from './client-config.ts';
export * from './dashboards.ts';
export * from './ecommerce.ts';
export * from './members.ts';
export * from './notifications.ts';
export * from './settings.ts';
