import type { MailMessage } from './index';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const layout = (paragraphs: string[], link: string, action: string) =>
  [
    '<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">',
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`,
    '</body></html>',
  ].join('');

export function confirmEmailMessage(to: { email: string; firstName: string }, link: string) {
  const paragraphs = [
    `Hi ${to.firstName},`,
    'Welcome to Backline. Please confirm that this is your e-mail address. The link works once and for one hour.',
  ];
  return {
    to: to.email,
    subject: 'Confirm your e-mail address',
    text: `${paragraphs.join('\n\n')}\n\n${link}\n`,
    html: layout(paragraphs, link, 'Confirm my e-mail address'),
    link,
  } satisfies MailMessage;
}

export function resetPasswordMessage(to: { email: string; firstName: string }, link: string) {
  const paragraphs = [
    `Hi ${to.firstName},`,
    'Someone asked to reset the password of your Backline account. If it was you, choose a new password with the link below; it works once and for one hour. If it was not you, ignore this message and nothing changes.',
  ];
  return {
    to: to.email,
    subject: 'Reset your Backline password',
    text: `${paragraphs.join('\n\n')}\n\n${link}\n`,
    html: layout(paragraphs, link, 'Choose a new password'),
    link,
  } satisfies MailMessage;
}
