// Visitor answers replayed at the route (issue 10 shared part 7: the visitor page and the `{ __typename }`
// floor). Once graphql-yoga has replayed an answer from the visitor cache (response-cache.ts), the same
// request body is answered with the same bytes and headers by the Fastify route itself, without entering
// yoga, whose fetch adapter and plugin pipeline cost about three times Fastify's own per-request work.
// Only a request yoga would answer the same way qualifies: a POST of JSON `{ query, variables?,
// operationName? }` with no Authorization header, accepting JSON, and not conditional (If-None-Match and
// If-Modified-Since go to yoga for its 304). Everything before the route still runs for it: load
// shedding, the rate limit, CORS, the security headers, the request id. What yoga checks on the document
// (query limits, control characters, CSRF) passed when it answered the same body. Cleared with the
// visitor cache (`season apply`); an entry also ends when its cached answer's TTL does.
//
// Issue 28 Build 3: a visitor answer carries no secret (no token, no code: nothing of a player), so it
// goes out Brotli-compressed to a client that accepts it — compressed once, when it is kept, never per
// request. Answers with a player's codes or tokens never come here and stay uncompressed (BREACH).
import { brotliCompressSync, constants } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyRequest } from 'fastify';

/** An answer as the route sends it again. */
export type ReplayedAnswer = {
  body: Buffer;
  /** The answer's own headers (content type, ETag, Last-Modified), lower-case names. */
  headers: Record<string, string>;
  /** Its operation label for the metrics. */
  operation: string;
};

/** Bytes and headers as the route sends them. */
export type Sent = { body: Buffer; headers: Record<string, string> };

/** A body as it goes out: plain, and Brotli-compressed when that gains (issue 28 Build 3). */
export type Encoded = { plain: Sent; brotli: Sent | null };

/** A kept answer, with what goes out for it made once, when it is kept: not per request. */
export type KeptAnswer = ReplayedAnswer & Encoded;

type Entry = KeptAnswer & { expiresAt: number };

/** Below this an answer goes out as it is: compression would save less than its headers cost. */
const MIN_COMPRESSED_BYTES = 1024;
/** Brotli's quality 5: most of the size gain of 11 at a small share of its time (once per entry). */
const BROTLI_QUALITY = 5;

/** The body Brotli-compressed, or null when that would not make it smaller (or it is too small to gain). */
function compressed(body: Buffer): Buffer | null {
  if (body.length < MIN_COMPRESSED_BYTES) return null;
  const brotli = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  return brotli.length < body.length ? brotli : null;
}

/** Does the request's Accept-Encoding take Brotli over the plain bytes? */
export function acceptsBrotli(acceptEncoding: string | string[] | undefined): boolean {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  return header ? negotiate(header, ['br', 'identity']) === 'br' : false;
}

/**
 * What goes out for an answer: Brotli when the client takes it. Either way the answer varies by
 * Accept-Encoding, so a shared cache keeps the two apart.
 */
export function encoded(body: Buffer, answerHeaders: Record<string, string>): Encoded {
  const headers = { ...answerHeaders, vary: 'Accept-Encoding' };
  const brotli = compressed(body);
  return {
    plain: { body, headers },
    brotli: brotli && { body: brotli, headers: { ...headers, 'content-encoding': 'br' } },
  };
}

function keptAnswer(answer: ReplayedAnswer): KeptAnswer {
  return { ...answer, ...encoded(answer.body, answer.headers) };
}

/** The bytes and headers to send for a kept answer, by the request's Accept-Encoding. */
export function encodedAnswer(
  answer: Encoded,
  acceptEncoding: string | string[] | undefined,
): Sent {
  return answer.brotli && acceptsBrotli(acceptEncoding) ? answer.brotli : answer.plain;
}

/** Does an Accept header take plain JSON (absent, *\/*, application/*, application/json)? */
export function acceptsJson(accept: string | null | undefined): boolean {
  if (!accept) return true;
  return accept
    .split(',')
    .map((part) => part.split(';')[0]!.trim())
    .some((type) => type === '*/*' || type === 'application/*' || type === 'application/json');
}

/** The request's replay key, or null when yoga might answer it differently than it did before. */
export function replayKey(request: FastifyRequest): string | null {
  const { headers, body } = request;
  if (
    request.method !== 'POST' ||
    headers.authorization !== undefined ||
    headers['if-none-match'] !== undefined ||
    headers['if-modified-since'] !== undefined ||
    !headers['content-type']?.startsWith('application/json') ||
    !acceptsJson(headers.accept) ||
    typeof body !== 'object' ||
    body === null ||
    Array.isArray(body)
  )
    return null;
  const params = body as Record<string, unknown>;
  const { query, variables, operationName } = params;
  if (typeof query !== 'string' || (operationName != null && typeof operationName !== 'string'))
    return null;
  for (const name in params)
    if (name !== 'query' && name !== 'variables' && name !== 'operationName') return null;
  if (variables == null) return `${operationName ?? ''}\n${query}\n`;
  if (typeof variables !== 'object' || Array.isArray(variables)) return null;
  try {
    return `${operationName ?? ''}\n${query}\n${JSON.stringify(variables)}`;
  } catch {
    // Too deeply nested to write out (a hostile request): yoga answers it.
    return null;
  }
}

export type VisitorReplay = ReturnType<typeof createVisitorReplay>;

export function createVisitorReplay({
  ttlMs,
  maxEntries,
  now = Date.now,
}: {
  /** The visitor cache's TTL: an entry ends when the cached answer it copies does. */
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}) {
  const entries = new Map<string, Entry>();
  return {
    /** The answer to send again for this request, if any. */
    find(request: FastifyRequest): KeptAnswer | null {
      const key = replayKey(request);
      const entry = key === null ? undefined : entries.get(key);
      if (!entry) return null;
      if (entry.expiresAt <= now()) {
        entries.delete(key!);
        return null;
      }
      return entry;
    },
    /** Keeps the answer yoga just replayed from the visitor cache for this request. */
    keep(request: FastifyRequest, answer: ReplayedAnswer): void {
      const key = replayKey(request);
      const storedAt = Date.parse(answer.headers['last-modified'] ?? '');
      if (key === null || Number.isNaN(storedAt)) return;
      const expiresAt = storedAt + ttlMs;
      if (expiresAt <= now()) return;
      // The oldest entry goes first (a Map keeps insertion order).
      if (!entries.has(key) && entries.size >= maxEntries)
        entries.delete(entries.keys().next().value!);
      entries.set(key, { ...keptAnswer(answer), expiresAt });
    },
    clear(): void {
      entries.clear();
    },
    size: () => entries.size,
  };
}
