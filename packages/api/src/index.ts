// The public face of @backline/api: the platform factory and the types its callers need.
export { type ApiApp, createApp } from './app';
export type { AppBindings } from './bindings';
export type { Bus, BusEvent } from './bus';
export { type Clock, createTestClock, systemClock, type TestClock } from './clock';
export { type Config, ConfigError, loadConfig, type Role } from './config';
export type { Database, Db } from './db/client';
export type { DemoLogin } from './demo/account';
export { demoMusicianEmails } from './demo/logins';
export type { ApiDeps } from './deps';
export type { FileArea, Files, StoredFile } from './files';
export { isHttps, sessionCookieName } from './http/sessionCookie';
export type { JobHandler, Jobs } from './jobQueue';
export { createConsoleLogger, createMemoryLogger, type Logger } from './logger';
export type { Mail, MailMessage } from './mail';
export { createPlatform, type Platform, type PlatformOptions } from './platform';
