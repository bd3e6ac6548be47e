// What a shed call looks like (issue 26 "Every visit works under real traffic"): the server's load
// shedding (apps/server src/http/overload.ts) answers 503 with a Retry-After header and the spec 2 §8
// code server-overloaded, as a GraphQL error on /graphql and as `{ code, message }` on the REST routes.

/** The spec 2 §8 code of a shed call. */
export const SERVER_OVERLOADED = 'server-overloaded';

type ShedBody = { code?: unknown; errors?: Array<{ extensions?: { code?: unknown } }> };

/** Whether the server shed this call: it never ran, so sending it again is safe. */
export async function isShedAnswer(response: Response): Promise<boolean> {
  if (response.status !== 503) return false;
  try {
    const body = (await response.clone().json()) as ShedBody;
    return (
      body.code === SERVER_OVERLOADED ||
      (body.errors?.some((error) => error.extensions?.code === SERVER_OVERLOADED) ?? false)
    );
  } catch {
    // Not JSON: a proxy's 503, about which nothing is known.
    return false;
  }
}

/**
 * The wait a Retry-After header asks for (RFC 9110 §10.2.3: seconds, or an HTTP date), in
 * milliseconds from `now`; null when there is none or it cannot be read.
 */
export function retryAfterMs(header: string | null, now: number): number | null {
  const value = header?.trim();
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  // An HTTP date names its day and month ("Wed, 21 Oct 2026 07:28:00 GMT"); "-1" is no date.
  if (!/[a-z]/i.test(value)) return null;
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}
