// The key a client IP is counted under (issue 10 fault 3). An IPv6 client usually holds a whole /64
// (one customer's network), so counting single IPv6 addresses would give an attacker 2^64 fresh
// counters: IPv6 addresses count per /64, IPv4 (and IPv4-mapped IPv6) addresses one by one.
import { isIPv4, isIPv6 } from 'node:net';

const MAPPED_IPV4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

export function ipKey(ip: string): string {
  const mapped = MAPPED_IPV4.exec(ip)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = (ip.split('%')[0] ?? ip).split('::');
  const front = head === '' ? [] : head.split(':');
  const back = ip.includes('::') && tail !== '' ? tail.split(':') : [];
  const hextets = [...front, ...Array<string>(8 - front.length - back.length).fill('0'), ...back];
  const prefix = hextets.slice(0, 4).map((hextet) => Number.parseInt(hextet, 16).toString(16));
  return `${prefix.join(':')}::/64`;
}
