import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { brotliDecompressSync } from 'node:zlib';
import {
  acceptsBrotli,
  createVisitorReplay,
  encodedAnswer,
  replayKey,
  type ReplayedAnswer,
} from './visitor-replay.ts';

const TTL_MS = 60_000;
const STORED_AT = Date.parse('Fri, 27 Nov 2026 10:00:00 GMT');

function request({
  method = 'POST',
  headers = {},
  body = { query: '{ __typename }' },
}: {
  method?: string;
  headers?: Record<string, string>;
  body?: unknown;
} = {}): FastifyRequest {
  return {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body,
  } as unknown as FastifyRequest;
}

const answer = (text: string, storedAt = STORED_AT): ReplayedAnswer => ({
  body: Buffer.from(text),
  headers: {
    'content-type': 'application/json; charset=utf-8',
    etag: 'key',
    'last-modified': new Date(storedAt).toUTCString(),
  },
  operation: 'anonymous',
});

describe('replayKey', () => {
  it('keys a plain JSON POST by operation name, query and variables', () => {
    const page = { query: 'query P($k: String!) { item(key: $k) { name } }', operationName: 'P' };
    expect(replayKey(request({ body: { ...page, variables: { k: 'a' } } }))).not.toBe(
      replayKey(request({ body: { ...page, variables: { k: 'b' } } })),
    );
    expect(replayKey(request({ body: { ...page, operationName: 'Q' } }))).not.toBe(
      replayKey(request({ body: page })),
    );
    expect(replayKey(request({ headers: { accept: 'application/json' } }))).toBe(
      replayKey(request()),
    );
  });

  it('leaves to yoga what it could answer differently', () => {
    const refused = [
      request({ method: 'GET' }),
      request({ headers: { authorization: 'Bearer x' } }),
      request({ headers: { 'if-none-match': 'key' } }),
      request({ headers: { 'if-modified-since': 'Fri, 27 Nov 2026 10:00:00 GMT' } }),
      request({ headers: { 'content-type': 'text/plain' } }),
      request({ headers: { accept: 'text/event-stream' } }),
      request({ body: [{ query: '{ __typename }' }] }),
      request({ body: { query: '{ __typename }', extensions: { persistedQuery: {} } } }),
      request({ body: { query: 1 } }),
      request({ body: { query: '{ __typename }', operationName: 1 } }),
      request({ body: { query: '{ __typename }', variables: [1] } }),
      request({ body: null }),
    ];
    for (const refusedRequest of refused) expect(replayKey(refusedRequest)).toBeNull();
  });
});

describe('createVisitorReplay', () => {
  it('sends a kept answer again until its cached answer would have expired', () => {
    let now = STORED_AT + 1_000;
    const replay = createVisitorReplay({ ttlMs: TTL_MS, maxEntries: 10, now: () => now });
    expect(replay.find(request())).toBeNull();
    replay.keep(request(), answer('{"data":{"__typename":"Query"}}'));
    expect(replay.find(request())?.body.toString()).toBe('{"data":{"__typename":"Query"}}');
    expect(replay.find(request({ headers: { authorization: 'Bearer x' } }))).toBeNull();
    now = STORED_AT + TTL_MS;
    expect(replay.find(request())).toBeNull();
    expect(replay.size()).toBe(0);
  });

  it('keeps nothing already expired or without its stored time, and forgets all on clear', () => {
    const replay = createVisitorReplay({
      ttlMs: TTL_MS,
      maxEntries: 10,
      now: () => STORED_AT + TTL_MS + 1,
    });
    replay.keep(request(), answer('old'));
    expect(replay.size()).toBe(0);
    const fresh = createVisitorReplay({ ttlMs: TTL_MS, maxEntries: 10, now: () => STORED_AT });
    fresh.keep(request(), { ...answer('x'), headers: { 'content-type': 'application/json' } });
    expect(fresh.size()).toBe(0);
    fresh.keep(request(), answer('x'));
    fresh.clear();
    expect(fresh.find(request())).toBeNull();
  });

  it('holds at most maxEntries, dropping the oldest', () => {
    const replay = createVisitorReplay({ ttlMs: TTL_MS, maxEntries: 2, now: () => STORED_AT });
    const query = (n: number) => request({ body: { query: `{ q${n}: __typename }` } });
    for (const n of [1, 2, 3]) replay.keep(query(n), answer(`answer ${n}`));
    expect(replay.size()).toBe(2);
    expect(replay.find(query(1))).toBeNull();
    expect(replay.find(query(3))?.body.toString()).toBe('answer 3');
  });
});

describe('Brotli for visitor answers (issue 28 Build 3)', () => {
  const page = JSON.stringify({
    data: {
      levels: Array.from({ length: 60 }, (_, level) => ({ level, requiredXp: level * 1000 })),
    },
  });

  it('sends a kept answer Brotli-compressed to a client that takes it, compressed once', () => {
    const replay = createVisitorReplay({ ttlMs: TTL_MS, maxEntries: 10, now: () => STORED_AT });
    replay.keep(request(), answer(page));
    const kept = replay.find(request())!;
    const sent = encodedAnswer(kept, 'gzip, deflate, br');
    expect(sent.headers).toMatchObject({ 'content-encoding': 'br', vary: 'Accept-Encoding' });
    expect(sent.body.length).toBeLessThan(page.length / 4);
    expect(brotliDecompressSync(sent.body).toString()).toBe(page);
    // The same bytes for the next visitor: compressed when kept, not per request.
    expect(encodedAnswer(replay.find(request())!, 'br').body).toBe(sent.body);
  });

  it('sends the plain bytes to a client without Brotli, or for an answer too small to gain', () => {
    const replay = createVisitorReplay({ ttlMs: TTL_MS, maxEntries: 10, now: () => STORED_AT });
    replay.keep(request(), answer(page));
    for (const acceptEncoding of [undefined, 'gzip, deflate', 'br;q=0, gzip', 'identity']) {
      const sent = encodedAnswer(replay.find(request())!, acceptEncoding);
      expect(sent.headers['content-encoding']).toBeUndefined();
      expect(sent.headers.vary).toBe('Accept-Encoding');
      expect(sent.body.toString()).toBe(page);
    }
    const small = createVisitorReplay({ ttlMs: TTL_MS, maxEntries: 10, now: () => STORED_AT });
    small.keep(request(), answer('{"data":{"__typename":"Query"}}'));
    expect(encodedAnswer(small.find(request())!, 'br').headers['content-encoding']).toBeUndefined();
  });

  it('reads Accept-Encoding as HTTP does (q-values, wildcards, several headers)', () => {
    expect(acceptsBrotli('br')).toBe(true);
    expect(acceptsBrotli('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsBrotli('*')).toBe(true);
    expect(acceptsBrotli(['gzip', 'br'])).toBe(true);
    expect(acceptsBrotli('br;q=0')).toBe(false);
    expect(acceptsBrotli('gzip')).toBe(false);
    expect(acceptsBrotli(undefined)).toBe(false);
  });
});
