import { describe, expect, it } from 'vitest';
import { createLogger, readableLine, withRequestId } from './logger';

const capture = (format: 'json' | 'readable') => {
  const lines: string[] = [];
  const logger = createLogger({ format, destination: { write: (line) => lines.push(line) } });
  return { logger, lines };
};

describe('the logger (decision 029)', () => {
  it('writes one JSON object a line with time, level, name and message', () => {
    const { logger, lines } = capture('json');
    logger.info('platform started', { port: 3000 });
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '')).toEqual({
      level: 'info',
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      name: 'api',
      msg: 'platform started',
      port: 3000,
    });
  });

  it('writes readable lines for development', () => {
    const { logger, lines } = capture('readable');
    withRequestId('req-1234', () => logger.warn('slow', { ms: 12 }));
    expect(lines[0]).toMatch(
      /^\d\d:\d\d:\d\d\.\d{3} WARN \[api\] slow \{"ms":12\} req=req-1234\n$/,
    );
    expect(readableLine('{"level":"error","name":"demo","msg":"x"}')).toBe('ERROR [demo] x\n');
  });

  it('redacts secret fields up to three levels deep', () => {
    const { logger, lines } = capture('json');
    logger.info('signed up', {
      password: 'p1',
      user: { email: 'ana@example.com', passwordHash: '$argon2id$v=19$x', name: 'Ana' },
      request: { headers: { cookie: 'backline_session=abc', authorization: 'Bearer t' } },
    });
    const text = lines.join('');
    for (const secret of ['p1', 'ana@example.com', '$argon2id', 'backline_session', 'Bearer'])
      expect(text).not.toContain(secret);
    expect(JSON.parse(text).user.name).toBe('Ana');
  });

  it('logs a failed query with its SQL and stack but not its values', () => {
    const { logger, lines } = capture('json');
    const cause = Object.assign(
      new Error('invalid input syntax for type uuid: "ana@example.com"'),
      {
        code: '22P02',
        detail: 'Failing row contains (ana@example.com, $argon2id$v=19$hash).',
      },
    );
    const failed = new Error(
      'Failed query: insert into "users" ("email", "password_hash") values ($1, $2)\nparams: ana@example.com,$argon2id$v=19$hash',
      { cause },
    );
    logger.error('unhandled error', { error: failed, stack: failed.stack });
    logger.error(`wrapped: ${failed.message}`);
    const text = lines.join('');
    expect(text).toContain('insert into \\"users\\"');
    expect(text).toContain('22P02');
    expect(text).not.toContain('ana@example.com');
    expect(text).not.toContain('$argon2id');
    expect(JSON.parse(lines[0] ?? '').error.stack).toMatch(/^\s+at /);
  });
});
