export type LogLevel = 'info' | 'warn' | 'error';

export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

/** One line per entry: readable on a console, greppable in a log file. */
export function createConsoleLogger(prefix = 'api'): Logger {
  const write = (level: LogLevel, message: string, fields?: Record<string, unknown>) => {
    const line = `[${prefix}] ${level.toUpperCase()} ${message}${
      fields && Object.keys(fields).length > 0 ? ` ${JSON.stringify(fields)}` : ''
    }`;
    if (level === 'error') console.error(line);
    else if (level === 'warn') console.warn(line);
    else console.log(line);
  };
  return {
    info: (message, fields) => write('info', message, fields),
    warn: (message, fields) => write('warn', message, fields),
    error: (message, fields) => write('error', message, fields),
  };
}

export interface LogEntry {
  level: LogLevel;
  message: string;
  fields: Record<string, unknown> | undefined;
}

/** Keeps entries in memory so tests can assert what the server logged. */
export function createMemoryLogger(): Logger & { entries: LogEntry[] } {
  const entries: LogEntry[] = [];
  const push = (level: LogLevel) => (message: string, fields?: Record<string, unknown>) => {
    entries.push({ level, message, fields });
  };
  return { entries, info: push('info'), warn: push('warn'), error: push('error') };
}
