// One live connection: every subscription of its client on one WebSocket (issue 26 Build 3; the
// choice in ARCHITECTURE.md "Real-time"). The connection opens with the first subscription and closes
// after the last. Semantics kept from the SSE client it replaces (spec 1 §7 subscriptions):
// - the access token is read again on every (re)connection, and sent with every subscription (the
//   server checks it, so a token refreshed meanwhile serves without a new connection); a connection
//   whose token the server refuses refreshes the session and reconnects, a subscription answered
//   `unauthenticated` refreshes it and subscribes again;
// - whatever breaks or ends (the connection, or the server completing one subscription) is tried
//   again, never given up; each subscription's `connected(reconnected)` tells when it is sent again
//   after a break, when events may have been missed;
// - with `viewerId`, events flow only once the server has confirmed that the connection belongs to
//   that player (issue 26: per-player streams never leak across the accounts of one browser).
import {
  LIVE_SUBPROTOCOL,
  TOKEN_REFUSED,
  parseServerMessage,
  type ClientMessage,
  type LiveOperation,
  type ServerMessage,
} from './live-protocol.ts';

/** What a subscription reports: each event's data, errors, and each (re)start. */
export type LiveHandlers = {
  next: (data: unknown) => void;
  /** GraphQL errors of the subscription (plain objects, so they can cross tabs). */
  error?: (error: unknown) => void;
  /** Sent on an open connection; `reconnected` when it had been before (events of the gap are lost). */
  connected?: (reconnected: boolean) => void;
};

export type LiveConnection = {
  subscribe: (operation: LiveOperation, handlers: LiveHandlers) => () => void;
  /** Ends every subscription and the connection. */
  dispose: () => void;
};

export type LiveConnectionParameters = {
  /** The `ws:`/`wss:` URL (live-protocol.ts liveSocketUrl). */
  url: string;
  getAccessToken: () => string | null;
  onUnauthenticated?: () => Promise<unknown>;
  reconnectDelayMs: (attempt: number) => number;
  /** The player the connection must belong to; without it, any (a visitor's too). */
  viewerId?: string;
  /** The browser's WebSocket by default. */
  WebSocket?: typeof WebSocket;
  /** Silence this long draws a ping, and as long again without an answer replaces the connection. */
  keepAliveMs?: number;
};

/** The server's (and the close frame's) code of a connection closed without error. */
const NORMAL_CLOSURE = 1000;
/** A connection this side gives up on: silent, or another player's. */
const REPLACED = 4000;
const UNAUTHENTICATED = 'unauthenticated';

type Subscription = {
  operation: LiveOperation;
  handlers: LiveHandlers;
  /** Its id on the current connection while sent there. */
  wireId: string | null;
  /** How many times it was sent on an open connection. */
  starts: number;
  /** Failed tries in a row: the wait before the next one. */
  attempt: number;
  /** Its next try waits: for a session refresh, or for its time. */
  waiting: boolean;
  retry?: ReturnType<typeof setTimeout>;
};

const hasUnauthenticated = (errors: unknown) =>
  Array.isArray(errors) &&
  errors.some(
    (error: unknown) =>
      (error as { extensions?: { code?: unknown } } | null)?.extensions?.code === UNAUTHENTICATED,
  );

export function openLiveConnection({
  url,
  getAccessToken,
  onUnauthenticated,
  reconnectDelayMs,
  viewerId,
  WebSocket: Socket = globalThis.WebSocket,
  keepAliveMs = 20_000,
}: LiveConnectionParameters): LiveConnection {
  const subscriptions = new Set<Subscription>();
  const byWireId = new Map<string, Subscription>();
  let socket: WebSocket | null = null;
  let acknowledged = false;
  /** Failed connections in a row (reset by an acknowledgement). */
  let attempt = 0;
  let nextWireId = 0;
  let reconnect: ReturnType<typeof setTimeout> | undefined;
  let idle: ReturnType<typeof setTimeout> | undefined;
  let silence: ReturnType<typeof setTimeout> | undefined;
  /** The session refresh under way, which every subscription refused meanwhile waits for. */
  let refreshing: Promise<void> | null = null;
  let disposed = false;

  const send = (ws: WebSocket, message: ClientMessage) => {
    if (ws.readyState === Socket.OPEN) ws.send(JSON.stringify(message));
  };

  function scheduleConnect(delayMs: number) {
    if (disposed || socket || reconnect !== undefined || subscriptions.size === 0) return;
    reconnect = setTimeout(connect, delayMs);
  }

  function connect() {
    reconnect = undefined;
    if (disposed || socket || subscriptions.size === 0) return;
    const ws = new Socket(url, LIVE_SUBPROTOCOL);
    socket = ws;
    acknowledged = false;
    ws.onopen = () => {
      const token = getAccessToken();
      send(ws, {
        type: 'connection_init',
        payload: token ? { authorization: `Bearer ${token}` } : {},
      });
      listen(ws);
    };
    ws.onmessage = (event: MessageEvent) => received(ws, parseServerMessage(event.data));
    ws.onclose = (event: CloseEvent) => closed(ws, event.code);
    // A close event follows every error.
    ws.onerror = () => undefined;
  }

  /** Waits for the server to say anything; pings after keepAliveMs, gives up after twice that. */
  function listen(ws: WebSocket, pinged = false) {
    clearTimeout(silence);
    if (keepAliveMs <= 0) return;
    silence = setTimeout(() => {
      if (ws !== socket) return;
      if (pinged) return abandon(ws);
      send(ws, { type: 'ping' });
      listen(ws, true);
    }, keepAliveMs);
  }

  /** Forgets the connection; its subscriptions are sent again on the next one. */
  function forget(ws: WebSocket) {
    if (ws !== socket) return;
    socket = null;
    acknowledged = false;
    clearTimeout(silence);
    byWireId.clear();
    for (const subscription of subscriptions) subscription.wireId = null;
  }

  /** Closes the connection from this side and connects again after the usual wait. */
  function abandon(ws: WebSocket) {
    forget(ws);
    ws.close(REPLACED);
    scheduleConnect(reconnectDelayMs(attempt++));
  }

  function closed(ws: WebSocket, code: number) {
    if (ws !== socket) return;
    forget(ws);
    if (code === TOKEN_REFUSED) refreshThen(() => scheduleConnect(reconnectDelayMs(attempt++)));
    else scheduleConnect(reconnectDelayMs(attempt++));
  }

  /** Refreshes the session once for all that ask meanwhile, then goes on. */
  function refreshThen(next: () => void) {
    refreshing ??= (onUnauthenticated ? onUnauthenticated() : Promise.resolve())
      .catch(() => undefined)
      .then(() => {
        refreshing = null;
      });
    void refreshing.then(() => {
      if (!disposed) next();
    });
  }

  function start(subscription: Subscription) {
    if (!socket || !acknowledged) return;
    const wireId = String(++nextWireId);
    subscription.wireId = wireId;
    byWireId.set(wireId, subscription);
    const token = getAccessToken();
    const payload = token
      ? { ...subscription.operation, extensions: { authorization: `Bearer ${token}` } }
      : subscription.operation;
    send(socket, { type: 'subscribe', id: wireId, payload });
    subscription.starts += 1;
    subscription.handlers.connected?.(subscription.starts > 1);
  }

  /** Takes the subscription off the connection (telling the server, which may have ended it). */
  function detach(subscription: Subscription) {
    if (subscription.wireId === null) return;
    byWireId.delete(subscription.wireId);
    if (socket) send(socket, { type: 'complete', id: subscription.wireId });
    subscription.wireId = null;
  }

  /** Subscribes again after its wait, on the connection open then (or the next one). */
  function retry(subscription: Subscription) {
    subscription.waiting = true;
    subscription.retry = setTimeout(() => {
      subscription.retry = undefined;
      subscription.waiting = false;
      if (!subscriptions.has(subscription) || subscription.wireId !== null) return;
      if (acknowledged) start(subscription);
      else scheduleConnect(0);
    }, reconnectDelayMs(subscription.attempt++));
  }

  function failed(subscription: Subscription, errors: unknown[]) {
    detach(subscription);
    subscription.handlers.error?.(errors);
    if (!hasUnauthenticated(errors)) return retry(subscription);
    subscription.waiting = true;
    refreshThen(() => retry(subscription));
  }

  function received(ws: WebSocket, message: ServerMessage | null) {
    if (ws !== socket || !message) return;
    listen(ws);
    switch (message.type) {
      case 'connection_ack': {
        if (viewerId !== undefined && message.payload?.viewerId !== viewerId) return abandon(ws);
        acknowledged = true;
        attempt = 0;
        for (const subscription of subscriptions)
          if (subscription.wireId === null && !subscription.waiting) start(subscription);
        return;
      }
      case 'ping':
        return send(ws, { type: 'pong' });
      case 'pong':
        return;
      case 'next': {
        const subscription = byWireId.get(message.id);
        if (!subscription) return;
        const { data, errors } = message.payload;
        if (errors?.length) return failed(subscription, errors);
        subscription.attempt = 0;
        if (data) subscription.handlers.next(data);
        return;
      }
      case 'error': {
        const subscription = byWireId.get(message.id);
        if (subscription) failed(subscription, message.payload);
        return;
      }
      case 'complete': {
        // The server ended the stream: subscribe again.
        const subscription = byWireId.get(message.id);
        if (!subscription) return;
        byWireId.delete(message.id);
        subscription.wireId = null;
        retry(subscription);
        return;
      }
    }
  }

  /** Closes the connection once nothing is subscribed (not at once: a page may subscribe again). */
  function closeWhenIdle() {
    clearTimeout(idle);
    idle = setTimeout(() => {
      if (subscriptions.size > 0 || !socket) return;
      const ws = socket;
      forget(ws);
      ws.close(NORMAL_CLOSURE);
      clearTimeout(reconnect);
      reconnect = undefined;
    }, 0);
  }

  return {
    subscribe(operation, handlers) {
      if (disposed) return () => undefined;
      const subscription: Subscription = {
        operation,
        handlers,
        wireId: null,
        starts: 0,
        attempt: 0,
        waiting: false,
      };
      subscriptions.add(subscription);
      clearTimeout(idle);
      if (acknowledged) start(subscription);
      else if (!socket) scheduleConnect(0);
      return () => {
        if (!subscriptions.delete(subscription)) return;
        clearTimeout(subscription.retry);
        detach(subscription);
        if (subscriptions.size === 0) closeWhenIdle();
      };
    },
    dispose() {
      if (disposed) return;
      disposed = true;
      for (const subscription of subscriptions) clearTimeout(subscription.retry);
      subscriptions.clear();
      clearTimeout(reconnect);
      clearTimeout(idle);
      if (socket) {
        const ws = socket;
        forget(ws);
        ws.close(NORMAL_CLOSURE);
      }
    },
  };
}
