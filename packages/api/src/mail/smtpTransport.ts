import nodemailer from 'nodemailer';
import type { MailTransport } from './index';

/** The scaled transport: real delivery through the SMTP server named by `SMTP_URL`. */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(message) {
      const info = await transporter.sendMail({
        from: message.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        ...(message.headers ? { headers: message.headers } : {}),
      });
      return { messageId: info.messageId };
    },
    async close() {
      transporter.close();
    },
  };
}
