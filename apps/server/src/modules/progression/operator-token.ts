// The bearer token of the operator HTTP API: HMAC-SHA256(authSecret, 'levelup-operator'), so the CLI
// on the server's machine (which knows AUTH_SECRET or reads the generated FILES_DIR/auth-secret) can
// call the running server without another secret to manage.
import { createHmac, timingSafeEqual } from 'node:crypto';

export function operatorToken(authSecret: string): string {
  return createHmac('sha256', authSecret).update('levelup-operator').digest('hex');
}

/** Compares in constant time. */
export function isOperatorToken(authSecret: string, candidate: string | null): boolean {
  if (!candidate) return false;
  const expected = Buffer.from(operatorToken(authSecret));
  const given = Buffer.from(candidate);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
