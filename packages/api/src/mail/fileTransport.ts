import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Clock } from '../clock';
import type { Logger } from '../logger';
import type { MailTransport } from './index';
import { maskAddress } from './maskAddress';

/**
 * The embedded transport: each message becomes an `.eml` file (open it in any mail client) and
 * its link is logged, so a person running Backline locally can confirm and reset without SMTP.
 */
export function createFileTransport(options: {
  directory: string;
  clock: Clock;
  logger: Logger;
}): MailTransport {
  const composer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
  });
  let sequence = 0;
  return {
    kind: 'file',
    async send(message) {
      const info = await composer.sendMail({
        from: message.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        ...(message.headers ? { headers: message.headers } : {}),
      });
      await mkdir(options.directory, { recursive: true });
      // Time, then a counter: a directory listing reads in the order messages were sent (even
      // within one millisecond); the random suffix keeps two processes from colliding.
      const stamp = options.clock.now().toISOString().replace(/[:.]/g, '-');
      sequence += 1;
      const name = `${stamp}-${String(sequence).padStart(6, '0')}-${randomBytes(4).toString('hex')}.eml`;
      const file = join(options.directory, name);
      await writeFile(file, info.message as Buffer);
      // The link is logged so that every journey works without an SMTP server (README); the
      // address is not: no personal value in a log line.
      options.logger.info(`mail to ${maskAddress(message.to)}: ${message.subject}`, {
        file,
        ...(message.link ? { link: message.link } : {}),
      });
      return { messageId: info.messageId, file };
    },
    async close() {
      composer.close();
    },
  };
}
