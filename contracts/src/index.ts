// Everything but the CSV policy (`@atrium/contracts/csv`), which carries a CSV library the browser loads only
// when it exports.
export * from './access.ts';
export * from './api.ts';
export * from './audit.ts';
export * from './auth.ts';
export * from './billing.ts';
export * from './chat.ts';
export * from './client-config.ts';
export * from './dashboards.ts';
export * from './ecommerce.ts';
export * from './mail.ts';
export * from './members.ts';
export * from './notifications.ts';
export * from './realtime.ts';
export * from './settings.ts';
