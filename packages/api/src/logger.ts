import { AsyncLocalStorage } from 'node:async_hooks';
import { pino } from 'pino';

/**
 * The server's log (decision 029): pino, one JSON object per line in production, one readable
 * line per entry in development; secret fields redacted, errors logged without the values of a
 * failed query, and the request id on every line written while a request is handled.
 */
export type LogLevel = 'info' | 'warn' | 'error';

export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

const requestScope = new AsyncLocalStorage<{ requestId: string }>();

/** Runs `work` with `requestId` added to every line it (and all it awaits) logs. */
export function withRequestId<T>(requestId: string, work: () => T): T {
  return requestScope.run({ requestId }, work);
}

export function currentRequestId(): string | undefined {
  return requestScope.getStore()?.requestId;
}

const REDACTED = '[redacted]';

/** Field names whose values never reach a log line, at any of the first three levels. */
export const SECRET_FIELDS = [
  'password',
  'password_confirmation',
  'current_password',
  'new_password',
  'passwordHash',
  'password_hash',
  'token',
  'secret',
  'authorization',
  'cookie',
  'email',
  'params',
  'card_number',
  'cvc',
];

const redactPaths = SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]);

/**
 * "Failed query: <sql>\nparams: <values>" (drizzle): the SQL has placeholders only; the values
 * are what people typed (addresses, password hashes) and are cut, up to the stack frames.
 */
const QUERY_PARAMS = /\nparams: [\s\S]*?(?=\n\s+at |$)/g;

export function scrubText(text: string): string {
  return text.replace(QUERY_PARAMS, `\nparams: ${REDACTED}`);
}

/** A PostgreSQL error (five-character SQLSTATE) may quote a value: `…for type uuid: "x"`. */
const isDatabaseError = (error: object) =>
  typeof (error as { code?: unknown }).code === 'string' &&
  /^[0-9A-Z]{5}$/.test((error as { code: string }).code);

interface LoggedError {
  type: string;
  message: string;
  code?: string;
  stack?: string;
  cause?: LoggedError;
}

/**
 * An error as it may be logged: its type, message and stack frames, never the parameters of a
 * failed query nor a database error's `detail` (which quotes the row).
 */
export function serializeError(error: unknown, depth = 0): LoggedError | string {
  if (!(error instanceof Error))
    return typeof error === 'string' ? scrubText(error) : String(error);
  let message = scrubText(error.message);
  if (isDatabaseError(error))
    message = message.replace(/(:\s*)"(?:[^"\\]|\\.)*"/g, `$1"${REDACTED}"`);
  const frames = (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
  const logged: LoggedError = { type: error.name, message };
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') logged.code = code;
  if (frames) logged.stack = frames;
  if (error.cause !== undefined && depth < 4) {
    const cause = serializeError(error.cause, depth + 1);
    if (typeof cause !== 'string') logged.cause = cause;
  }
  return logged;
}

/** Errors serialised safely and query values cut from any text, a few levels deep. */
function safeFields(value: unknown, depth = 0): unknown {
  if (value instanceof Error) return serializeError(value);
  if (typeof value === 'string') return scrubText(value);
  if (depth >= 4 || value === null || typeof value !== 'object' || value instanceof Date)
    return value;
  if (Array.isArray(value)) return value.map((item) => safeFields(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[key] = safeFields(item, depth + 1);
  return out;
}

export interface LogDestination {
  write(line: string): void;
}

export type LogFormat = 'json' | 'readable';

export interface LoggerOptions {
  /** `json` in production (one object a line), `readable` in development. */
  format?: LogFormat;
  /** Where lines go; standard output by default. */
  destination?: LogDestination;
  /** Names the process in every line: `api`, `demo`, `worker`. */
  name?: string;
  /** Leave out the time (tests compare lines). */
  timestamp?: boolean;
}

const LEVEL_LABELS: Record<number, string> = { 30: 'INFO', 40: 'WARN', 50: 'ERROR' };

/** One readable line from a JSON line: `10:00:00.000 INFO [api] message {fields} req=…`. */
export function readableLine(json: string): string {
  const entry = JSON.parse(json) as Record<string, unknown>;
  const { time, level, name, msg, requestId, ...fields } = entry;
  const label = typeof level === 'string' ? level.toUpperCase() : LEVEL_LABELS[level as number];
  const clock = typeof time === 'string' ? `${time.slice(11, 23)} ` : '';
  // An error's stack goes on the lines below, as a console shows it.
  const error = fields.error as { stack?: unknown } | undefined;
  const stack = error && typeof error.stack === 'string' ? `\n${error.stack}` : '';
  if (stack) fields.error = { ...error, stack: undefined };
  const rest = Object.keys(fields).length > 0 ? ` ${JSON.stringify(fields)}` : '';
  const request = requestId ? ` req=${String(requestId)}` : '';
  return `${clock}${label} [${String(name ?? 'api')}] ${String(msg ?? '')}${rest}${request}${stack}\n`;
}

/** The default format: JSON lines when NODE_ENV is production, readable lines otherwise. */
export const defaultLogFormat = (): LogFormat =>
  process.env.NODE_ENV === 'production' ? 'json' : 'readable';

export function createLogger(options: LoggerOptions = {}): Logger {
  const format = options.format ?? defaultLogFormat();
  const out = options.destination ?? process.stdout;
  const destination: LogDestination =
    format === 'json' ? out : { write: (line) => out.write(readableLine(line)) };
  const base = pino(
    {
      name: options.name ?? 'api',
      base: undefined,
      timestamp: options.timestamp === false ? false : pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: redactPaths, censor: REDACTED },
      mixin: () => {
        const requestId = currentRequestId();
        return requestId ? { requestId } : {};
      },
    },
    destination,
  );
  const write = (level: LogLevel) => (message: string, fields?: Record<string, unknown>) => {
    base[level]((safeFields(fields ?? {}) as Record<string, unknown>) ?? {}, scrubText(message));
  };
  return { info: write('info'), warn: write('warn'), error: write('error') };
}

/** The console logger of the server and the command-line tools. */
export function createConsoleLogger(prefix = 'api'): Logger {
  return createLogger({ name: prefix });
}

export interface LogEntry {
  level: LogLevel;
  message: string;
  fields: Record<string, unknown> | undefined;
}

/**
 * Keeps what the server logged so tests can assert it: `lines` are the JSON lines exactly as
 * production writes them (redacted), `entries` the same parsed back into message and fields.
 */
export function createMemoryLogger(): Logger & {
  entries: LogEntry[];
  lines: string[];
} {
  const entries: LogEntry[] = [];
  const lines: string[] = [];
  const logger = createLogger({
    format: 'json',
    timestamp: false,
    destination: {
      write(line) {
        lines.push(line);
        const {
          level,
          msg,
          name: _name,
          requestId: _requestId,
          ...fields
        } = JSON.parse(line) as Record<string, unknown>;
        entries.push({
          level: level as LogLevel,
          message: String(msg ?? ''),
          fields: Object.keys(fields).length > 0 ? fields : undefined,
        });
      },
    },
  });
  return Object.assign(logger, { entries, lines });
}
