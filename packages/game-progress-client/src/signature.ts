// Batch signing (README "Authentication"): hex HMAC-SHA256 with the key's secret over
// `${timestamp}.${body}`, where timestamp is Unix seconds and body the exact bytes sent. Web Crypto,
// so the same code signs in Node 20+, Deno, Bun, edge workers and browsers-side tools.

export const KEY_ID_HEADER = 'x-levelup-key-id';
export const TIMESTAMP_HEADER = 'x-levelup-timestamp';
export const SIGNATURE_HEADER = 'x-levelup-signature';

const encoder = new TextEncoder();

/** The hex signature of `body` sent at `timestamp` (Unix seconds, as a string). */
export async function signBatch(secret: string, timestamp: string, body: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = await crypto.subtle.sign('HMAC', key, encoder.encode(`${timestamp}.${body}`));
  return Array.from(new Uint8Array(mac), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The three headers of a signed request. */
export async function signedHeaders(
  credentials: { keyId: string; secret: string },
  body: string,
  nowMs: number,
): Promise<Record<string, string>> {
  const timestamp = String(Math.floor(nowMs / 1000));
  return {
    [KEY_ID_HEADER]: credentials.keyId,
    [TIMESTAMP_HEADER]: timestamp,
    [SIGNATURE_HEADER]: await signBatch(credentials.secret, timestamp, body),
  };
}
