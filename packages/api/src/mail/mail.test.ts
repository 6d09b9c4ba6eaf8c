import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestClock } from '../clock';
import { createMemoryLogger } from '../logger';
import { parseEml } from '../test/platform';
import { createFileTransport } from './fileTransport';
import { createMail, type MailTransport } from './index';
import { maskAddress } from './maskAddress';
import { resetPasswordMessage } from './messages';

let directory: string;

beforeEach(async () => {
  directory = await mkdtemp(join(tmpdir(), 'backline-mail-'));
});

afterEach(async () => {
  await rm(directory, { recursive: true, force: true });
});

describe('file mail transport', () => {
  it('writes each message as an .eml file and logs its link', async () => {
    const logger = createMemoryLogger();
    const clock = createTestClock(new Date('2026-01-15T10:00:00.000Z'));
    const mail = createMail(
      createFileTransport({ directory, clock, logger }),
      'Backline <no-reply@backline.test>',
      logger,
    );
    const link = 'http://backline.test/auth/password-reset?token=abc_DEF-123';
    const sent = await mail.send(
      resetPasswordMessage({ email: 'ana@example.com', firstName: 'Ana <b>' }, link),
    );

    const files = await readdir(directory);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^2026-01-15T10-00-00-000Z-000001-[0-9a-f]{8}\.eml$/);
    expect(sent.file).toBe(join(directory, files[0] ?? ''));

    const message = parseEml(await readFile(join(directory, files[0] ?? ''), 'utf8'));
    expect(message.to).toBe('ana@example.com');
    expect(message.subject).toBe('Reset your Backline password');
    expect(message.link).toBe(link);
    expect(message.raw).toMatch(/^From: Backline <no-reply@backline\.test>$/m);
    // The name is escaped in the HTML part.
    expect(message.raw).not.toContain('Ana <b>,</p>');

    expect(logger.entries).toContainEqual(
      expect.objectContaining({ level: 'info', fields: expect.objectContaining({ link }) }),
    );
    expect(JSON.stringify(logger.entries)).not.toContain(message.to);
  });
});

describe('posting mail in the background', () => {
  it('waits for posted messages on idle and logs a failed delivery instead of throwing', async () => {
    const logger = createMemoryLogger();
    const delivered: string[] = [];
    const transport: MailTransport = {
      kind: 'smtp',
      async send(message) {
        if (message.to === 'broken@example.com') throw new Error('mail server said no');
        delivered.push(message.to);
        return { messageId: '1' };
      },
      async close() {},
    };
    const mail = createMail(transport, 'Backline <no-reply@backline.test>', logger);
    mail.post({ to: 'ana@example.com', subject: 'Hello', text: 'Hi' });
    mail.post({ to: 'broken@example.com', subject: 'Hello', text: 'Hi' });
    await mail.idle();
    expect(delivered).toEqual(['ana@example.com']);
    expect(logger.entries).toContainEqual(
      expect.objectContaining({
        level: 'error',
        message: 'mail delivery failed',
        fields: expect.objectContaining({ to: 'b…@example.com', error: 'mail server said no' }),
      }),
    );
    // No personal value in a log line.
    expect(JSON.stringify(logger.entries)).not.toContain('broken@example.com');
  });
});

describe('maskAddress', () => {
  it('keeps the first letter and the domain of an address, nothing else', () => {
    expect(maskAddress('ana.lima@example.com')).toBe('a…@example.com');
    expect(maskAddress('not an address')).toBe('…');
  });
});
