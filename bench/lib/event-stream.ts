// A lean live-socket subscriber for benchmarks: one WebSocket per subscriber (a browser's one live
// connection, issue 26 Build 3: graphql-transport-ws at /graphql/ws), one subscription on it, reporting
// each `next` message's arrival time.
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';

export type EventStream = { close: () => void };

/**
 * Opens a connection and subscribes; resolves once the server has acknowledged the connection and the
 * subscription is sent (the warm-up round proves it listens). `onNext` gets each `next` message's
 * payload (JSON text) and the performance.now() of its arrival.
 */
export function openEventStream({
  origin,
  accessToken,
  query,
  onNext,
}: {
  origin: string;
  accessToken: string;
  query: string;
  onNext: (data: string, arrivedAt: number) => void;
}): Promise<EventStream> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(
      `${origin.replace(/^http/, 'ws')}/graphql/ws`,
      'graphql-transport-ws',
      {
        perMessageDeflate: false,
      },
    );
    let started = false;
    socket.on('error', (error) => {
      if (!started) reject(error);
    });
    socket.on('close', (code) => {
      if (!started) reject(new Error(`live socket closed (${code}) before it was acknowledged`));
    });
    socket.on('open', () =>
      socket.send(
        JSON.stringify({
          type: 'connection_init',
          payload: { authorization: `Bearer ${accessToken}` },
        }),
      ),
    );
    socket.on('message', (raw) => {
      const arrivedAt = performance.now();
      const text = String(raw);
      if (text.startsWith('{"type":"connection_ack"')) {
        socket.send(JSON.stringify({ type: 'subscribe', id: '1', payload: { query } }));
        started = true;
        resolve({ close: () => socket.terminate() });
      } else if (text.includes('"type":"next"')) onNext(text, arrivedAt);
      else if (text.startsWith('{"type":"ping"')) socket.send('{"type":"pong"}');
    });
  });
}
