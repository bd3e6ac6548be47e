// The server's shed counts by reason, from its /metrics (levelup_overload_shed_total): what made it
// answer 503 server-overloaded (apps/server src/http/overload.ts).
import { createHmac } from 'node:crypto';

export async function shedReasons(
  origin: string,
  authSecret: string,
): Promise<Record<string, number>> {
  // The operator token: HMAC-SHA256(AUTH_SECRET, 'levelup-operator') (apps/server operator-token.ts).
  const token = createHmac('sha256', authSecret).update('levelup-operator').digest('hex');
  const response = await fetch(`${origin}/metrics`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const text = await response.text();
  return Object.fromEntries(
    [...text.matchAll(/^levelup_overload_shed_total\{reason="([^"]+)"\} (\d+)/gm)].map((match) => [
      match[1]!,
      Number(match[2]),
    ]),
  );
}
