import { formatUsd } from '@backline/domain';
import type { MailMessage } from './index';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

export interface OrderMailLine {
  name: string;
  originalArtist: string;
  /** Cents paid (real_price). */
  price: number;
}

/** The order confirmation the checkout success page promises (part 2 §2 Checkout success). */
export function orderConfirmationMessage(
  to: { email: string; firstName: string },
  order: { id: string; total: number; paymentLabel: string; lines: OrderMailLine[] },
  link: string,
) {
  const lineText = (line: OrderMailLine) =>
    `${line.name} by ${line.originalArtist} — ${line.price === 0 ? 'Free' : formatUsd(line.price)}`;
  const intro = [
    `Hi ${to.firstName},`,
    'Thank you for your order. Your JamTracks are ready in My JamTracks: play them in the web player, make custom mixes, or download them in the desktop app for Windows and Mac.',
  ];
  const summary = [
    `Order ${order.id}`,
    ...order.lines.map(lineText),
    `Total: ${formatUsd(order.total)} (${order.paymentLabel})`,
  ];
  return {
    to: to.email,
    subject: `Your Backline order: ${order.lines.length} JamTrack${order.lines.length === 1 ? '' : 's'}`,
    text: `${intro.join('\n\n')}\n\n${summary.join('\n')}\n\n${link}\n`,
    html: [
      '<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">',
      ...intro.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
      `<p><strong>${escapeHtml(summary[0] ?? '')}</strong></p><ul>`,
      ...order.lines.map((line) => `<li>${escapeHtml(lineText(line))}</li>`),
      `</ul><p>${escapeHtml(summary[summary.length - 1] ?? '')}</p>`,
      `<p><a href="${escapeHtml(link)}">Open My JamTracks</a></p>`,
      '</body></html>',
    ].join(''),
    link,
  } satisfies MailMessage;
}
