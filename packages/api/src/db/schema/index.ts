// Every table of the platform; drizzle-kit reads this file to generate migrations.
export * from './features';
export * from './rateLimits';
export * from './reference';
export * from './telemetry';
export * from './users';
