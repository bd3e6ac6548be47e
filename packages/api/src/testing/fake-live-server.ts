// A real WebSocket endpoint for unit tests of the live connection (issue 26 Build 3): it speaks the
// graphql-transport-ws protocol as the test drives it (acknowledge, send results, complete, close), and
// records what each connection sent, so a test sees the token, the operations and their ids.
import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';

export type Sent = { type: string; id?: string; payload?: Record<string, unknown> };

/** Items pushed by events, awaited by count: tests wait for signals, never for time. */
export function collector<T>() {
  const items: T[] = [];
  const waiters: Array<() => void> = [];
  return {
    items,
    push: (item: T) => {
      items.push(item);
      for (const wake of waiters.splice(0)) wake();
    },
    async until(count: number): Promise<T> {
      while (items.length < count) await new Promise<void>((resolve) => waiters.push(resolve));
      return items[count - 1]!;
    },
  };
}

export type FakePeer = {
  request: IncomingMessage;
  /** What the client sent, in order. */
  sent: ReturnType<typeof collector<Sent>>;
  closed: Promise<number>;
  send: (message: Record<string, unknown>) => void;
  ack: (payload?: Record<string, unknown>) => void;
  next: (id: string, payload: Record<string, unknown>) => void;
  close: (code?: number) => void;
  /** The n-th (1-based) message of a type, once sent. */
  nth: (type: string, n: number) => Promise<Sent>;
};

export async function startFakeLiveServer() {
  const server = new WebSocketServer({
    port: 0,
    host: '127.0.0.1',
    handleProtocols: (protocols) =>
      protocols.has('graphql-transport-ws') ? 'graphql-transport-ws' : false,
  });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const peers = collector<FakePeer>();
  server.on('connection', (socket: WebSocket, request) => {
    const sent = collector<Sent>();
    const send = (message: Record<string, unknown>) => socket.send(JSON.stringify(message));
    socket.on('message', (data) => sent.push(JSON.parse(String(data)) as Sent));
    const closed = new Promise<number>((resolve) => socket.on('close', resolve));
    peers.push({
      request,
      sent,
      closed,
      send,
      ack: (payload) => send({ type: 'connection_ack', ...(payload ? { payload } : {}) }),
      next: (id, payload) => send({ type: 'next', id, payload }),
      close: (code = 1011) => socket.close(code),
      async nth(type, n) {
        for (let count = 1; ; count += 1) {
          await sent.until(count);
          if (sent.items.slice(0, count).filter((message) => message.type === type).length === n)
            return sent.items[count - 1]!;
        }
      },
    });
  });
  const port = (server.address() as AddressInfo).port;
  return {
    /** The GraphQL endpoint's URL; the client connects beside it, at /graphql/ws. */
    url: `http://127.0.0.1:${port}/graphql`,
    peers,
    /** The n-th (1-based) connection, once open. */
    connection: (n: number) => peers.until(n),
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of server.clients) client.terminate();
        server.close(() => resolve());
      }),
  };
}
