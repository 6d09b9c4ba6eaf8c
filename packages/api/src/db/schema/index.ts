// Every table of the platform; drizzle-kit reads this file to generate migrations.
export * from './affiliates';
export * from './artifacts';
export * from './demo';
export * from './features';
export * from './jamtracks';
export * from './mixdowns';
export * from './people';
export * from './rateLimits';
export * from './reference';
export * from './sandbox';
export * from './secrets';
export * from './sessions';
export * from './social';
export * from './store';
export * from './subscriptions';
export * from './telemetry';
export * from './users';
