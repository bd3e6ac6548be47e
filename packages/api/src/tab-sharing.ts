// The tabs of one browser share one live connection (issue 26 Build 3): the tabs of one player (same
// `name`) elect a leader with a Web Lock; the leader holds the connection and serves the subscriptions
// of every tab, relayed over a BroadcastChannel (subscribe and unsubscribe in, events out). When the
// leader closes, its lock passes to another tab, which announces itself; every tab then subscribes
// again what it needs, so the new leader serves all the open tabs (their `connected(true)` says events
// of the gap may be lost). Each tab also holds a lock of its own while it lives: the leader waits for
// that lock, and so learns that a tab closed without a word and ends its subscriptions.
import type { LiveConnection, LiveHandlers } from './live-connection.ts';
import type { LiveOperation } from './live-protocol.ts';

/** The part of the Web Locks API (navigator.locks) used here. */
export type TabLocks = {
  request: (
    name: string,
    options: { signal?: AbortSignal },
    callback: () => Promise<void> | void,
  ) => Promise<unknown>;
};

/** The part of a BroadcastChannel used here. */
export type TabChannel = {
  postMessage: (message: unknown) => void;
  onmessage: ((event: MessageEvent) => void) | null;
  close: () => void;
};

export type TabSharingParameters = {
  /** Tabs with the same name share a connection: it names the API and the player. */
  name: string;
  /** Opens this tab's connection, used while it leads. */
  open: () => LiveConnection;
  locks: TabLocks;
  openChannel: (name: string) => TabChannel;
  /** Unique per client; random by default. */
  tabId?: string;
};

/** What tabs tell each other; `from` and `to` are tab ids, `id` a subscription of that tab. */
export type TabMessage =
  | { type: 'leader'; from: string }
  | { type: 'subscribe'; from: string; id: string; operation: LiveOperation }
  | { type: 'unsubscribe'; from: string; id: string }
  | { type: 'next'; to: string; id: string; data: unknown }
  | { type: 'error'; to: string; id: string; error: unknown }
  | { type: 'connected'; to: string; id: string; reconnected: boolean };

type Local = {
  operation: LiveOperation;
  handlers: LiveHandlers;
  /** How many times a connection said it started. */
  starts: number;
  /** Its unsubscribe on this tab's own connection, while this tab leads. */
  stop: (() => void) | null;
};

const randomId = () =>
  globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;

export function shareAcrossTabs({
  name,
  open,
  locks,
  openChannel,
  tabId = randomId(),
}: TabSharingParameters): LiveConnection {
  const tabLock = (tab: string) => `${name} tab ${tab}`;
  const channel = openChannel(name);
  const local = new Map<string, Local>();
  /** While this tab leads: its connection, the subscriptions it serves for others, tabs watched. */
  let connection: LiveConnection | null = null;
  const served = new Map<string, { tab: string; stop: () => void }>();
  const watched = new Map<string, AbortController>();
  let nextId = 0;
  let disposed = false;
  const stopped = new AbortController();
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));

  const post = (message: TabMessage) => {
    if (!disposed) channel.postMessage(message);
  };

  /** Counts the starts of a subscription of this tab, whichever tab's connection made them. */
  function started(sub: Local, reconnected: boolean) {
    sub.starts += 1;
    sub.handlers.connected?.(reconnected || sub.starts > 1);
  }

  function subscribeOwn(sub: Local, live: LiveConnection) {
    sub.stop = live.subscribe(sub.operation, {
      next: (data) => sub.handlers.next(data),
      error: (error) => sub.handlers.error?.(error),
      connected: (reconnected) => started(sub, reconnected),
    });
  }

  /** Serves another tab's subscription on this tab's connection. */
  function serve(
    live: LiveConnection,
    { from: tab, id, operation }: { from: string; id: string; operation: LiveOperation },
  ) {
    const key = `${tab} ${id}`;
    if (served.has(key)) return;
    const stop = live.subscribe(operation, {
      next: (data) => post({ type: 'next', to: tab, id, data }),
      error: (error) => post({ type: 'error', to: tab, id, error }),
      connected: (reconnected) => post({ type: 'connected', to: tab, id, reconnected }),
    });
    served.set(key, { tab, stop });
    watch(tab);
  }

  /** Ends a tab's subscriptions once its own lock is free: it closed (or its client ended). */
  function watch(tab: string) {
    if (watched.has(tab)) return;
    const controller = new AbortController();
    watched.set(tab, controller);
    locks
      .request(tabLock(tab), { signal: controller.signal }, () => {
        watched.delete(tab);
        for (const [key, entry] of served)
          if (entry.tab === tab) {
            entry.stop();
            served.delete(key);
          }
      })
      .catch(() => undefined);
  }

  async function lead() {
    if (disposed) return;
    const live = open();
    connection = live;
    for (const sub of local.values()) subscribeOwn(sub, live);
    post({ type: 'leader', from: tabId });
    await released;
  }

  channel.onmessage = ({ data }: MessageEvent) => {
    const message = data as TabMessage;
    if (disposed) return;
    switch (message.type) {
      case 'leader':
        // A new leader: it subscribes again what this tab needs.
        for (const [id, sub] of local)
          post({ type: 'subscribe', from: tabId, id, operation: sub.operation });
        return;
      case 'subscribe':
        if (connection) serve(connection, message);
        return;
      case 'unsubscribe': {
        const key = `${message.from} ${message.id}`;
        served.get(key)?.stop();
        served.delete(key);
        return;
      }
      default: {
        const sub = message.to === tabId ? local.get(message.id) : undefined;
        if (!sub) return;
        if (message.type === 'next') sub.handlers.next(message.data);
        else if (message.type === 'error') sub.handlers.error?.(message.error);
        else started(sub, message.reconnected);
      }
    }
  };

  // This tab's own lock, held while the client lives; then the leader's, once it is free.
  const hold = () => released;
  locks.request(tabLock(tabId), { signal: stopped.signal }, hold).catch(() => undefined);
  locks.request(name, { signal: stopped.signal }, lead).catch(() => undefined);

  return {
    subscribe(operation, handlers) {
      if (disposed) return () => undefined;
      const id = String(++nextId);
      const sub: Local = { operation, handlers, starts: 0, stop: null };
      local.set(id, sub);
      if (connection) subscribeOwn(sub, connection);
      else post({ type: 'subscribe', from: tabId, id, operation });
      return () => {
        if (!local.delete(id)) return;
        if (sub.stop) sub.stop();
        else post({ type: 'unsubscribe', from: tabId, id });
      };
    },
    dispose() {
      if (disposed) return;
      if (!connection)
        for (const id of local.keys()) post({ type: 'unsubscribe', from: tabId, id });
      disposed = true;
      local.clear();
      connection?.dispose();
      connection = null;
      served.clear();
      for (const controller of watched.values()) controller.abort();
      watched.clear();
      // A request still waiting is withdrawn; the locks held are released.
      stopped.abort();
      release();
      channel.onmessage = null;
      channel.close();
    },
  };
}
