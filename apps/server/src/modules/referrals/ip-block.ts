// The sign-up IP's block for the referral ring rule (issue 14 Build 1 "same IP block as the referrer"):
// IPv4 /24, IPv6 /64 (one customer's network, as rate-limit/ip-key.ts counts it). Loopback addresses
// have no block: every local client shares them (development, the end-to-end tests).
import { isIPv4 } from 'node:net';
import { ipKey } from '#rate-limit/ip-key.ts';

export function ipBlockOf(ip: string | null | undefined): string | null {
  if (!ip) return null;
  const key = ipKey(ip);
  if (key === '::1' || key === '0:0:0:0::/64') return null;
  if (isIPv4(key)) {
    const [a, b, c] = key.split('.');
    if (a === '127') return null;
    return `${a}.${b}.${c}.0/24`;
  }
  return key.endsWith('/64') ? key : null;
}
