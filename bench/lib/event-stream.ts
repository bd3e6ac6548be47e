// A lean GraphQL-over-SSE subscriber for benchmarks: one HTTP connection per subscription (graphql-sse
// "distinct connections" mode, as the front ends use), reporting each `next` event's arrival time.
import http from 'node:http';
import { performance } from 'node:perf_hooks';

export type EventStream = { close: () => void };

const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });

/**
 * Opens a subscription; resolves once the server has started the stream (its first ping arrived).
 * `onNext` gets each `next` event's data and the performance.now() of its arrival.
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
    const body = JSON.stringify({ query });
    const request = http.request(`${origin}/graphql`, {
      method: 'POST',
      agent,
      headers: {
        accept: 'text/event-stream',
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        authorization: `Bearer ${accessToken}`,
        'x-graphql-csrf': '1',
      },
    });
    request.on('error', reject);
    request.on('response', (response) => {
      if (response.statusCode !== 200) {
        reject(new Error(`subscription answered ${response.statusCode}`));
        response.resume();
        return;
      }
      response.setEncoding('utf8');
      let buffered = '';
      let started = false;
      response.on('data', (chunk: string) => {
        const arrivedAt = performance.now();
        if (!started) {
          started = true;
          resolve({ close: () => request.destroy() });
        }
        buffered += chunk;
        let end: number;
        while ((end = buffered.indexOf('\n\n')) !== -1) {
          const message = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          if (!message.startsWith('event: next\n')) continue;
          onNext(message.slice('event: next\ndata: '.length), arrivedAt);
        }
      });
      response.on('error', () => {});
    });
    request.end(body);
  });
}
