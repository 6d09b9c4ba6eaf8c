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

export function changeEmailMessage(to: { email: string; firstName: string }, link: string) {
  const paragraphs = [
    `Hi ${to.firstName},`,
    'You asked to use this address for your Backline account. Open the link below and press the button to confirm it; until then your account keeps its current address. The link works once and for one hour.',
  ];
  return {
    to: to.email,
    subject: 'Confirm your new e-mail address',
    text: `${paragraphs.join('\n\n')}\n\n${link}\n`,
    html: layout(paragraphs, link, 'Confirm my new e-mail address'),
    link,
  } satisfies MailMessage;
}

/** To the old address: a change it did not ask for should not go unnoticed. */
export function emailChangeRequestedNotice(
  to: { email: string; firstName: string },
  newEmail: string,
  resetLink: string,
) {
  const paragraphs = [
    `Hi ${to.firstName},`,
    `Someone signed in to your Backline account asked to change its e-mail address to ${newEmail}. Nothing changes until that address confirms it. If it was not you, choose a new password now with the link below.`,
  ];
  return {
    to: to.email,
    subject: 'Your Backline e-mail address is about to change',
    text: `${paragraphs.join('\n\n')}\n\n${resetLink}\n`,
    html: layout(paragraphs, resetLink, 'Forgot my password'),
  } satisfies MailMessage;
}

/**
 * To an address that already has an account, when someone asked to use it for another account:
 * the asker gets the same answer as for a free address, the owner learns
 * of it here.
 */
export function addressInUseNotice(to: { email: string; firstName: string }, resetLink: string) {
  const paragraphs = [
    `Hi ${to.firstName},`,
    'Someone asked to use this e-mail address for another Backline account. It already belongs to your account, so nothing changed. If it was you, sign in with this address; if you forgot your password, choose a new one with the link below. Otherwise you can ignore this message.',
  ];
  return {
    to: to.email,
    subject: 'This e-mail address already has a Backline account',
    text: `${paragraphs.join('\n\n')}\n\n${resetLink}\n`,
    html: layout(paragraphs, resetLink, 'Forgot my password'),
  } satisfies MailMessage;
}

/**
 * Marketing mail: every such message carries its unsubscribe link in the text and in the
 * List-Unsubscribe headers, which mail clients show as a one-click button (RFC 8058).
 */
export function marketingMessage(
  to: { email: string },
  subject: string,
  paragraphs: string[],
  action: { link: string; label: string },
  unsubscribeLink: string,
) {
  const footer = `You get this because you subscribed to Backline news. Unsubscribe: ${unsubscribeLink}`;
  return {
    to: to.email,
    subject,
    text: `${paragraphs.join('\n\n')}\n\n${action.link}\n\n${footer}\n`,
    html: `${layout(paragraphs, action.link, action.label).replace(
      '</body>',
      `<hr><p style="font-size:small">You get this because you subscribed to Backline news. <a href="${escapeHtml(unsubscribeLink)}">Unsubscribe</a></p></body>`,
    )}`,
    headers: {
      'List-Unsubscribe': `<${unsubscribeLink}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  } satisfies MailMessage;
}

/** The first marketing mail: sent once the address is confirmed, to a subscribed person. */
export function welcomeMessage(
  to: { email: string; firstName: string },
  profileLink: string,
  unsubscribeLink: string,
) {
  return marketingMessage(
    to,
    'Welcome to Backline',
    [
      `Hi ${to.firstName},`,
      'Your address is confirmed. Tell other musicians what you play: add your instruments, genres and a photo to your profile, then find musicians near you with a good latency and jam.',
    ],
    { link: profileLink, label: 'Complete my profile' },
    unsubscribeLink,
  );
}
