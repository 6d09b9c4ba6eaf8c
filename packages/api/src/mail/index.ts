import type { Logger } from '../logger';
import { maskAddress } from './maskAddress';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The one link the message is about; logged when mail stays on this machine. */
  link?: string;
  /** Extra header lines, e.g. List-Unsubscribe on marketing mail (RFC 8058). */
  headers?: Record<string, string>;
}

export interface SentMail {
  messageId: string;
  /** Where the embedded transport wrote the message (`.eml`); absent for SMTP. */
  file?: string;
}

/** How a message leaves: written to `$DATA_DIR/mail` (embedded) or sent by SMTP (scaled). */
export interface MailTransport {
  readonly kind: 'file' | 'smtp';
  send(message: MailMessage & { from: string }): Promise<SentMail>;
  close(): Promise<void>;
}

/** What services use: send and wait, or post in the background and let failures be logged. */
export interface Mail {
  readonly kind: MailTransport['kind'];
  send(message: MailMessage): Promise<SentMail>;
  /** Fire and forget: a request never waits for, or fails because of, a slow mail server. */
  post(message: MailMessage): void;
  /** Resolves when every message posted so far has been handed over (tests, shutdown). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

export function createMail(transport: MailTransport, from: string, logger: Logger): Mail {
  const inFlight = new Set<Promise<unknown>>();
  const send = (message: MailMessage) => transport.send({ ...message, from });
  return {
    kind: transport.kind,
    send,
    post(message) {
      const delivery = send(message).catch((error: unknown) => {
        logger.error('mail delivery failed', {
          to: maskAddress(message.to),
          subject: message.subject,
          error: error instanceof Error ? error.message : String(error),
        });
      });
      inFlight.add(delivery);
      void delivery.finally(() => inFlight.delete(delivery));
    },
    async idle() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
    async close() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
      await transport.close();
    },
  };
}
