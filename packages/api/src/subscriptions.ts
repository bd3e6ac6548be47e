// GraphQL subscriptions over SSE (spec 1 §7 "Subscription ..."): graphql-yoga answers a POST to the
// GraphQL endpoint with `Accept: text/event-stream`, the "distinct connections mode" of graphql-sse.
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { createClient } from 'graphql-sse';
import type { ExecutionResult } from 'graphql-sse';
import { CSRF_HEADER } from './client.ts';

/** A generated operation document: its text, typed with its result and variables (codegen.ts). */
export type GraphQLDocument<TData, TVariables> = DocumentTypeDecoration<TData, TVariables> & {
  toString(): string;
};

export type SubscriptionClientParameters = {
  /** Absolute or same-origin URL of the GraphQL endpoint, e.g. `/graphql`. */
  url: string;
  /** The access token sent as `Authorization: Bearer`, read again on every (re)connection. */
  getAccessToken: () => string | null;
  /** Called when the server says the token is no longer valid; resolves once a fresh one is held. */
  onUnauthenticated?: () => Promise<unknown>;
  /** Wait before the n-th reconnection (0-based); defaults to 1 s, 2 s, 4 s ... capped at 30 s. */
  reconnectDelayMs?: (attempt: number) => number;
  fetch?: typeof fetch;
};

/** What a subscription reports: every event's data, and errors that are not retried away. */
export type SubscriptionHandlers<TData> = {
  next: (data: TData) => void;
  error?: (error: unknown) => void;
  /** The stream is open; `reconnected` after a break, when events may have been missed meanwhile. */
  connected?: (reconnected: boolean) => void;
};

export type SubscriptionClient = {
  /** Subscribes, reconnecting whenever the stream breaks or ends; returns the unsubscribe. */
  subscribe: <TData, TVariables extends Record<string, unknown>>(
    document: GraphQLDocument<TData, TVariables>,
    variables: TVariables,
    handlers: SubscriptionHandlers<TData>,
  ) => () => void;
  /** Closes every subscription of the client. */
  dispose: () => void;
};

const UNAUTHENTICATED = 'unauthenticated';

/** 1 s, 2 s, 4 s ... up to 30 s between reconnections. */
export const defaultReconnectDelayMs = (attempt: number) => Math.min(30_000, 1_000 * 2 ** attempt);

/** The errors of a GraphQL result or of a failed connection as a list of extension codes. */
function errorCodes(error: unknown): string[] {
  const errors = Array.isArray(error) ? error : [error];
  return errors.flatMap((entry: unknown) => {
    const code = (entry as { extensions?: { code?: unknown } } | null)?.extensions?.code;
    const status = (entry as { response?: { status?: unknown } } | null)?.response?.status;
    return typeof code === 'string' ? [code] : status === 401 ? [UNAUTHENTICATED] : [];
  });
}

/** A subscription client for the platform API: bearer token and CSRF header on, reconnecting. */
export function createSubscriptionClient({
  url,
  getAccessToken,
  onUnauthenticated,
  reconnectDelayMs = defaultReconnectDelayMs,
  fetch: customFetch,
}: SubscriptionClientParameters): SubscriptionClient {
  const absolute = url.startsWith('http')
    ? url
    : new URL(url, globalThis.location?.origin ?? 'http://localhost').toString();
  const sse = createClient({
    url: absolute,
    singleConnection: false,
    credentials: 'include',
    headers: (): Record<string, string> => {
      const token = getAccessToken();
      return { [CSRF_HEADER]: '1', ...(token ? { authorization: `Bearer ${token}` } : {}) };
    },
    // graphql-sse retries a broken connection a few times itself; the loop below never gives up.
    retryAttempts: 3,
    retry: (retries: number) =>
      new Promise<void>((resolve) => setTimeout(resolve, reconnectDelayMs(retries))),
    ...(customFetch ? { fetchFn: customFetch } : {}),
  });
  const active = new Set<() => void>();

  function subscribe<TData, TVariables extends Record<string, unknown>>(
    document: GraphQLDocument<TData, TVariables>,
    variables: TVariables,
    handlers: SubscriptionHandlers<TData>,
  ): () => void {
    const query = document.toString();
    let closed = false;
    let attempt = 0;
    let connections = 0;
    let dispose: () => void = () => undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const reconnect = async (error?: unknown) => {
      if (closed) return;
      if (error !== undefined) {
        if (errorCodes(error).includes(UNAUTHENTICATED) && onUnauthenticated)
          await onUnauthenticated().catch(() => undefined);
        handlers.error?.(error);
      }
      if (closed) return;
      timer = setTimeout(connect, reconnectDelayMs(attempt));
      attempt += 1;
    };

    function connect() {
      if (closed) return;
      // One connection ends once: by an error result, a failed connection or the end of the stream.
      let ended = false;
      const end = (error?: unknown) => {
        if (ended) return;
        ended = true;
        void reconnect(error);
      };
      dispose = sse.subscribe<TData>(
        { query, variables },
        {
          next: (result: ExecutionResult<TData, unknown>) => {
            if (result.errors?.length) {
              end(result.errors);
              dispose();
              return;
            }
            attempt = 0;
            if (result.data) handlers.next(result.data);
          },
          error: (error: unknown) => end(error),
          // The server ended the stream (a restart, a deploy): subscribe again.
          complete: () => end(),
        },
        {
          connected: (retried) => {
            connections += 1;
            handlers.connected?.(retried || connections > 1);
          },
        },
      );
    }

    const unsubscribe = () => {
      closed = true;
      clearTimeout(timer);
      dispose();
      active.delete(unsubscribe);
    };
    active.add(unsubscribe);
    connect();
    return unsubscribe;
  }

  return {
    subscribe,
    dispose: () => {
      for (const unsubscribe of [...active]) unsubscribe();
      sse.dispose();
    },
  };
}
