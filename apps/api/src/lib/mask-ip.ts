import { isIPv4, isIPv6 } from 'node:net';

/**
 * Shortens an IP address before it reaches a log line, as the privacy policy promises (IP masking): IPv4 loses its
 * last octet, IPv6 everything after the first 48 bits. What is left names a network, not a connection.
 */
export function maskIp(ip: string | undefined): string | undefined {
  if (!ip) return ip;
  if (isIPv4(ip)) return ip.replace(/\.\d+$/, '.0');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return `::ffff:${maskIp(mapped[1])}`;
  const address = ip.split('%', 1)[0] ?? '';
  if (!isIPv6(address)) return 'unknown';
  const [left = '', right] = address.split('::');
  const head = left ? left.split(':') : [];
  const tail = right ? right.split(':') : [];
  const groups =
    right === undefined ? head : [...head, ...Array(8 - head.length - tail.length).fill('0'), ...tail];
  return `${groups
    .slice(0, 3)
    .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::`;
}
