// Batch signatures of the game-progress API (issue 11 §2): hex HMAC-SHA256 with the studio key's secret
// over `${timestamp}.${rawBody}`, compared in constant time; a timestamp more than 5 minutes away from
// the server's clock is refused, so a captured batch cannot be replayed later.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** issue 11 "Abuse and bad input": stale (> 5 min) batches are refused. */
export const TIMESTAMP_TOLERANCE_SECONDS = 5 * 60;

/** The hex signature a studio sends for `rawBody` signed at `timestamp` (Unix seconds). */
export function signBatch(secret: string, timestamp: string, rawBody: Buffer | string): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');
}

/** Whether `signature` is the batch's signature; any malformed signature is simply not equal. */
export function isBatchSignature(
  secret: string,
  timestamp: string,
  rawBody: Buffer,
  signature: string,
): boolean {
  if (!/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(signBatch(secret, timestamp, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

/** Whether a Unix-seconds timestamp header is within the tolerance of `now`. */
export function isFreshTimestamp(timestamp: string, now: Date): boolean {
  if (!/^\d{1,12}$/.test(timestamp)) return false;
  return Math.abs(now.getTime() / 1000 - Number(timestamp)) <= TIMESTAMP_TOLERANCE_SECONDS;
}
