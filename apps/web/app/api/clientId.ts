/**
 * A new key for one write the browser may send again (a lobby line, a message, an order):
 * 128 random bits as 32 hex digits. Not `crypto.randomUUID()`: browsers only offer it in secure
 * contexts, and Backline opened at a machine's LAN address over plain HTTP (a phone on the
 * same network trying it out) is not one — `getRandomValues` works everywhere.
 */
export function newClientId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
