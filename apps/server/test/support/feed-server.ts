// A local HTTP server serving feeds for the Wall poller tests (issue 12 Build 1): real RSS 2.0 and Atom
// documents from test/fixtures/wall, malformed XML, a 500, one that never answers (timeouts), and
// ETag / Last-Modified validators answered with 304 when the poller sends them back.
import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const fixtures = path.join(import.meta.dirname, '../fixtures/wall');
export const fixture = (name: string) => readFileSync(path.join(fixtures, name), 'utf8');

export type FeedRoute =
  | { kind: 'feed'; body: string; contentType: string; etag?: string; lastModified?: string }
  | { kind: 'status'; status: number }
  | { kind: 'hang' };

export type FeedServer = {
  url: (route: string) => string;
  /** What each route answers; change it between polls. */
  routes: Map<string, FeedRoute>;
  /** Request headers received per route, in order. */
  requests: Map<string, IncomingHttpHeaders[]>;
  close: () => Promise<void>;
};

function serveFeed(
  route: Extract<FeedRoute, { kind: 'feed' }>,
  headers: IncomingHttpHeaders,
  response: ServerResponse,
) {
  const validators = {
    ...(route.etag ? { etag: route.etag } : {}),
    ...(route.lastModified ? { 'last-modified': route.lastModified } : {}),
  };
  const fresh =
    (route.etag && headers['if-none-match'] === route.etag) ||
    (!route.etag && route.lastModified && headers['if-modified-since'] === route.lastModified);
  if (fresh) {
    response.writeHead(304, validators).end();
    return;
  }
  response.writeHead(200, { 'content-type': route.contentType, ...validators }).end(route.body);
}

export async function startFeedServer(): Promise<FeedServer> {
  const routes = new Map<string, FeedRoute>();
  const requests = new Map<string, IncomingHttpHeaders[]>();
  const hanging = new Set<ServerResponse>();
  const server = createServer((request, response) => {
    const name = (request.url ?? '/').slice(1);
    requests.set(name, [...(requests.get(name) ?? []), request.headers]);
    const route = routes.get(name);
    if (!route) return void response.writeHead(404).end();
    if (route.kind === 'status') return void response.writeHead(route.status).end('boom');
    if (route.kind === 'hang') return void hanging.add(response);
    serveFeed(route, request.headers, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (route) => `http://127.0.0.1:${port}/${route}`,
    routes,
    requests,
    close: async () => {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
