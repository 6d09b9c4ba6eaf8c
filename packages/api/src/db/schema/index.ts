// Every table of the platform; drizzle-kit reads this file to generate migrations.
export * from './demo';
export * from './features';
export * from './people';
export * from './rateLimits';
export * from './reference';
export * from './sessions';
export * from './social';
export * from './subscriptions';
export * from './telemetry';
export * from './users';
