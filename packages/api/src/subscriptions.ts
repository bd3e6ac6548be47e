// GraphQL subscriptions of the platform API (spec 1 §7 "Subscription ..."), live on one connection per
// browser (issue 26 Build 3; why a WebSocket: this package's README): every subscription of a
// client shares one WebSocket (live-connection.ts), and with `playerId` the tabs of one browser signed
// in as that player share one connection too (tab-sharing.ts: one tab leads, the others relay); a
// browser without Web Locks or BroadcastChannel keeps a connection per tab. The apps hand a page's
// hooks views of one client (subscription-pool.ts).
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { openLiveConnection, type LiveHandlers } from './live-connection.ts';
import { liveSocketUrl } from './live-protocol.ts';
import { shareAcrossTabs, type TabChannel, type TabLocks } from './tab-sharing.ts';

/** A generated operation document: its text, typed with its result and variables (codegen.ts). */
export type GraphQLDocument<TData, TVariables> = DocumentTypeDecoration<TData, TVariables> & {
  toString(): string;
};

/** How tabs find each other: the browser's Web Locks and BroadcastChannel, or stand-ins in tests. */
export type TabSharing = { locks: TabLocks; openChannel: (name: string) => TabChannel };

export type SubscriptionClientParameters = {
  /** Absolute or same-origin URL of the GraphQL endpoint, e.g. `/graphql`; the socket is at `/graphql/ws`. */
  url: string;
  /** The access token the connection opens with, read again on every (re)connection. */
  getAccessToken: () => string | null;
  /** Called when the server says the token is no longer valid; resolves once a fresh one is held. */
  onUnauthenticated?: () => Promise<unknown>;
  /** Wait before the n-th reconnection (0-based); defaults to 1 s, 2 s, 4 s ... capped at 30 s. */
  reconnectDelayMs?: (attempt: number) => number;
  /**
   * The signed-in player whose events these are. Events flow only on a connection the server confirms
   * is that player's, and the tabs of this browser with the same player share one connection.
   */
  playerId?: string;
  /** Tab sharing's browser APIs (the globals by default); false: a connection of this client's own. */
  tabs?: TabSharing | false;
  /** The WebSocket class (the browser's by default; `ws` in Node). */
  webSocket?: typeof WebSocket;
  /** See live-connection.ts; 0 turns the keep-alive ping off. */
  keepAliveMs?: number;
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

/** 1 s, 2 s, 4 s ... up to 30 s between reconnections. */
export const defaultReconnectDelayMs = (attempt: number) => Math.min(30_000, 1_000 * 2 ** attempt);

/** The browser's APIs for tab sharing, when it has both. */
function browserTabs(): TabSharing | null {
  const locks = (globalThis.navigator as { locks?: TabLocks } | undefined)?.locks;
  if (!locks || typeof globalThis.BroadcastChannel !== 'function') return null;
  return { locks, openChannel: (name) => new BroadcastChannel(name) };
}

/** A subscription client for the platform API: all its subscriptions on one connection. */
export function createSubscriptionClient({
  url,
  getAccessToken,
  onUnauthenticated,
  reconnectDelayMs = defaultReconnectDelayMs,
  playerId,
  tabs,
  webSocket,
  keepAliveMs,
}: SubscriptionClientParameters): SubscriptionClient {
  const absolute = url.startsWith('http')
    ? url
    : new URL(url, globalThis.location?.origin ?? 'http://localhost').toString();
  const open = () =>
    openLiveConnection({
      url: liveSocketUrl(absolute),
      getAccessToken,
      reconnectDelayMs,
      ...(onUnauthenticated ? { onUnauthenticated } : {}),
      ...(playerId !== undefined ? { viewerId: playerId } : {}),
      ...(webSocket ? { WebSocket: webSocket } : {}),
      ...(keepAliveMs !== undefined ? { keepAliveMs } : {}),
    });
  const sharing = playerId === undefined || tabs === false ? null : (tabs ?? browserTabs());
  // One channel and lock per API and player (v1: the tab messages' version).
  const connection = sharing
    ? shareAcrossTabs({ name: `levelup-live/v1 ${absolute} ${playerId}`, open, ...sharing })
    : open();

  return {
    subscribe: (document, variables, handlers) =>
      connection.subscribe({ query: document.toString(), variables }, handlers as LiveHandlers),
    dispose: () => connection.dispose(),
  };
}
