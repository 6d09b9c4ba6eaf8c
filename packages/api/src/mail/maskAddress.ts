/** An address as a log line may show it: `a…@example.com` (the domain helps, the person not). */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf('@');
  if (at <= 0) return '…';
  return `${address[0]}…${address.slice(at)}`;
}
