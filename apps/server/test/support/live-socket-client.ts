// A bare client of the live socket (src/realtime/live-socket.ts, issue 26): the graphql-transport-ws
// messages written out, so that the tests see exactly what the server sends (the ack's player, error
// results, close codes) and can run several subscriptions on one connection.
import WebSocket from 'ws';
import type { LiveSubscription, Player } from './live-events.ts';

type Result = {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
};
type Entry =
  { type: 'next'; result: Result } | { type: 'error'; result: Result } | { type: 'complete' };

export type LiveSocketClient = {
  /** The ack's payload; rejects with the close code when the server closes before acknowledging. */
  ack: Promise<{ viewerId?: string | null }>;
  /** Resolves with the close code once the connection has closed. */
  closed: Promise<number>;
  /**
   * Starts a subscription on this connection; `next` gives its results (an `error` message too).
   * `accessToken`: the token it brings (extensions.authorization), else the connection's is used.
   */
  subscribe: (
    query: string,
    variables?: Record<string, unknown>,
    options?: { accessToken?: string },
  ) => LiveSubscription & {
    /** Stops it (a `complete` message), leaving the connection open. */
    stop: () => void;
  };
  close: () => Promise<void>;
};

/** Opens a live socket on the server at `url` as `player` (or a visitor), optionally with an Origin. */
export function connectLive(
  url: string,
  player: Pick<Player, 'accessToken'> | null,
  { origin }: { origin?: string } = {},
): LiveSocketClient {
  const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/graphql/ws`, 'graphql-transport-ws', {
    headers: origin ? { origin } : {},
  });
  const queues = new Map<string, { entries: Entry[]; wake: (() => void) | null }>();
  const queue = (id: string) => {
    let found = queues.get(id);
    if (!found) queues.set(id, (found = { entries: [], wake: null }));
    return found;
  };
  const push = (id: string, entry: Entry) => {
    const found = queue(id);
    found.entries.push(entry);
    found.wake?.();
  };
  let closeCode: number | null = null;
  let acknowledge: (payload: { viewerId?: string | null }) => void = () => undefined;
  let refuse: (code: number) => void = () => undefined;
  const ack = new Promise<{ viewerId?: string | null }>((resolve, reject) => {
    acknowledge = resolve;
    refuse = reject;
  });
  ack.catch(() => undefined);
  const closed = new Promise<number>((resolve) => {
    socket.on('close', (code) => {
      closeCode = code;
      refuse(code);
      for (const found of queues.values()) found.wake?.();
      resolve(code);
    });
  });
  // An upgrade the server answers with an HTTP status (a refused Origin) ends as a close (1006).
  socket.on('error', () => undefined);
  socket.on('open', () =>
    socket.send(
      JSON.stringify({
        type: 'connection_init',
        payload: player ? { authorization: `Bearer ${player.accessToken}` } : {},
      }),
    ),
  );
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as { type: string; id?: string; payload?: unknown };
    if (message.type === 'connection_ack')
      acknowledge((message.payload ?? {}) as { viewerId?: string | null });
    else if (message.type === 'ping') socket.send(JSON.stringify({ type: 'pong' }));
    else if (message.type === 'next')
      push(message.id!, { type: 'next', result: message.payload as Result });
    else if (message.type === 'error')
      push(message.id!, { type: 'error', result: { errors: message.payload as Result['errors'] } });
    else if (message.type === 'complete') push(message.id!, { type: 'complete' });
  });

  let nextId = 0;
  return {
    ack,
    closed,
    subscribe(query, variables, { accessToken } = {}) {
      const id = String(++nextId);
      const extensions = accessToken ? { authorization: `Bearer ${accessToken}` } : undefined;
      void ack.then(() =>
        socket.send(
          JSON.stringify({ type: 'subscribe', id, payload: { query, variables, extensions } }),
        ),
      );
      const found = queue(id);
      return {
        async next() {
          while (found.entries.length === 0) {
            if (closeCode !== null) throw new Error(`the connection closed (${closeCode})`);
            await new Promise<void>((resolve) => (found.wake = resolve));
          }
          const entry = found.entries.shift()!;
          if (entry.type === 'complete') throw new Error('the subscription ended');
          return entry.result as Awaited<ReturnType<LiveSubscription['next']>>;
        },
        stop: () => socket.send(JSON.stringify({ type: 'complete', id })),
        close: async () => {
          socket.send(JSON.stringify({ type: 'complete', id }));
        },
      };
    },
    async close() {
      if (socket.readyState !== WebSocket.CLOSED) socket.close();
      await closed;
    },
  };
}
