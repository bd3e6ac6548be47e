// The visitor cache of season answers (issue 10 shared part 7): the battle pass page is the same for
// every visitor and changes only through `season apply`, so a visitor's answer to a query that reads
// only season fields is kept (in memory, per instance) and replayed without running the query.
// A request carrying an Authorization header is never served from it nor stored in it (its levels
// carry the player's collectedAt), and an operation touching any other field is not cached. Cleared
// on every instance when `season apply` announces a change; the TTL bounds its age in between. An
// answer replayed once is then sent by the /graphql route itself without entering yoga
// (visitor-replay.ts, graphql-handler.ts).
import { createHash, randomUUID } from 'node:crypto';
import {
  createInMemoryCache,
  useResponseCache,
  type Cache,
  type ResponseCachePluginExtensions,
} from '@graphql-yoga/plugin-response-cache';
import type { ExecutionResult, GraphQLSchema } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { acceptsJson, createVisitorReplay, type VisitorReplay } from './visitor-replay.ts';

/** Query fields whose answers depend only on season data (spec 1 §7 battle pass, levels, item). */
const SEASON_FIELDS = new Set(['battlePass', 'battlePassLevels', 'item']);
/** Different visitor queries kept at most (the page and reward details: a few per season). */
const MAX_ENTRIES = 1000;

export type VisitorCache = {
  plugins: Plugin[];
  /** The answers the route sends again without yoga (visitor-replay.ts). */
  replay: VisitorReplay;
  /** What a response yoga replayed from this cache holds, to keep it in `replay`. */
  replayedAnswer: (response: Response) => ReplayedBody | undefined;
  clear: () => void;
};

/** A replayed answer's bytes and headers, and the operation it answers. */
export type ReplayedBody = {
  body: Buffer;
  headers: Record<string, string>;
  operationName: string | null;
};

/** Marks an answer the response cache replays (set by @graphql-yoga/plugin-response-cache). */
const SERVED_FROM_CACHE = Symbol.for('servedFromResponseCache');

/**
 * A replayed answer is sent as the bytes serialised when it was first replayed: serialising the 47 KB
 * page again for every visitor was the largest share of its CPU time (issue 10 shared part 7). Only
 * for the plain JSON answer yoga would choose itself; anything else goes the usual way.
 */
function useSerialisedReplays(replayed: WeakMap<Response, ReplayedBody>): Plugin {
  const bodies = new WeakMap<object, Buffer<ArrayBuffer>>();
  const operations = new WeakMap<Request, string | null>();
  return {
    onParams({ request, params }) {
      operations.set(request, params.operationName ?? null);
    },
    onResultProcess({ request, result, setResultProcessor }) {
      if (Array.isArray(result) || !(SERVED_FROM_CACHE in result)) return;
      const replay = result as ExecutionResult<object, ResponseCachePluginExtensions>;
      const data = replay.data;
      if (!data || !acceptsJson(request.headers.get('accept'))) return;
      const headers: Record<string, string> = {
        'content-type': 'application/json; charset=utf-8',
      };
      for (const [name, value] of Object.entries(replay.extensions?.http?.headers ?? {}))
        headers[name.toLowerCase()] = String(value);
      setResultProcessor((_result, fetchAPI) => {
        let body = bodies.get(data);
        if (!body) {
          body = Buffer.from(JSON.stringify({ data })) as Buffer<ArrayBuffer>;
          bodies.set(data, body);
        }
        const response = new fetchAPI.Response(body, { status: 200, headers });
        replayed.set(response, {
          body,
          headers,
          operationName: operations.get(request) ?? null,
        });
        return response;
      }, 'application/json');
    },
  };
}

/**
 * The variables as part of a cache key. Variables too deeply nested for JSON.stringify (a hostile
 * request; the control-character check refuses it later) get a key nothing else has: never replayed.
 */
function variablesKey(variables: unknown): string {
  try {
    return JSON.stringify(variables ?? {});
  } catch {
    return `uncacheable:${randomUUID()}`;
  }
}

export function visitorResponseCache(schema: GraphQLSchema, ttlMs: number): VisitorCache {
  let store = createInMemoryCache({ max: MAX_ENTRIES });
  // The plugin keeps one cache object; this one swaps its store to clear everything at once.
  const cache: Cache = {
    get: (key) => store.get(key),
    set: (...args) => store.set(...args),
    invalidate: (entities) => store.invalidate(entities),
  };
  // The TTL of an operation is the smallest of its fields': any non-season root field makes it 0.
  // `{ __typename }` (a client's ping, and the floor of issue 10's benchmark) never changes.
  const ttlPerSchemaCoordinate = {
    ...Object.fromEntries(
      Object.keys(schema.getQueryType()?.getFields() ?? {}).map((field) => [
        `Query.${field}`,
        SEASON_FIELDS.has(field) ? ttlMs : 0,
      ]),
    ),
    'Query.__typename': ttlMs,
  };
  const replay = createVisitorReplay({ ttlMs, maxEntries: MAX_ENTRIES });
  const replayed = new WeakMap<Response, ReplayedBody>();
  return {
    plugins: [
      useResponseCache({
        cache,
        session: () => null,
        // Every request's key (and the ETag of a cached answer), hashed synchronously: the default hashes
        // through WebCrypto, a tenth of a small answer's CPU time.
        buildResponseCacheKey: ({ documentString, variableValues, operationName }) =>
          createHash('sha256')
            .update(`${operationName ?? ''}\n${documentString}\n${variablesKey(variableValues)}`)
            .digest('base64url'),
        enabled: (request) => ttlMs > 0 && !request.headers.has('authorization'),
        ttl: 0,
        ttlPerSchemaCoordinate,
        invalidateViaMutation: false,
        includeExtensionMetadata: false,
      }),
      useSerialisedReplays(replayed),
    ],
    replay,
    replayedAnswer: (response) => replayed.get(response),
    clear: () => {
      store = createInMemoryCache({ max: MAX_ENTRIES });
      replay.clear();
    },
  };
}
