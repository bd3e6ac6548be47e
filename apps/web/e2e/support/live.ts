// Live updates reach the pages of a browser over one WebSocket (issue 26 Build 3: /graphql/ws; one tab
// of the player leads and relays to the others). A test that makes something happen and expects a
// page to show it without a reload must wait until the server listens for it, or the event goes out
// before anyone does: a `subscribe` of that operation sent on a live socket of the browser, and the
// server's open subscriptions (its metrics) caught up with those the sockets hold.
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { readMetrics } from './operator.ts';

const LIVE_SOCKET_PATH = '/graphql/ws';
/** A page loads and subscribes within this (a busy CI machine included). */
const WAIT_MS = 30_000;

type TrackedSocket = { page: Page; active: Map<string, string>; closed: boolean };

/** The live sockets of a browser context's pages from now on, and what they hold. */
export function trackLiveSockets(context: BrowserContext) {
  const sockets: TrackedSocket[] = [];
  const watch = (page: Page) => {
    // A closed page's sockets are gone (Playwright may not report their close).
    page.on('close', () => {
      for (const socket of sockets) if (socket.page === page) socket.closed = true;
    });
    page.on('websocket', (socket) => {
      if (!new URL(socket.url()).pathname.endsWith(LIVE_SOCKET_PATH)) return;
      const tracked: TrackedSocket = { page, active: new Map(), closed: false };
      sockets.push(tracked);
      socket.on('framesent', ({ payload }) => {
        if (typeof payload !== 'string') return;
        const message = JSON.parse(payload) as {
          type: string;
          id?: string;
          payload?: { query?: string };
        };
        if (message.type === 'subscribe' && message.id)
          tracked.active.set(message.id, message.payload?.query ?? '');
        if (message.type === 'complete' && message.id) tracked.active.delete(message.id);
      });
      socket.on('framereceived', ({ payload }) => {
        // The server ended one (it is subscribed again under a new id).
        if (typeof payload !== 'string') return;
        const message = JSON.parse(payload) as { type: string; id?: string };
        if (message.type === 'complete' && message.id) tracked.active.delete(message.id);
      });
      socket.on('close', () => (tracked.closed = true));
    });
  };
  for (const page of context.pages()) watch(page);
  context.on('page', watch);
  const open = () => sockets.filter((socket) => !socket.closed);
  return {
    /** Live sockets opened since tracking began, closed ones included. */
    opened: () => sockets.length,
    /** Live sockets open now. */
    open: () => open().length,
    /** The pages whose live sockets are open (the leading tab of each player). */
    leaders: () => open().map((socket) => socket.page),
    /** Subscriptions of the operation `name` the open sockets hold. */
    holding: (name: string) =>
      open()
        .flatMap((socket) => [...socket.active.values()])
        .filter((query) => query.includes(`subscription ${name}`)).length,
    /** Every subscription the open sockets hold. */
    active: () => open().reduce((sum, socket) => sum + socket.active.size, 0),
  };
}

export type LiveSockets = ReturnType<typeof trackLiveSockets>;

/** The server's open subscriptions (levelup_subscriptions_open). */
export async function serverSubscriptions(request: APIRequestContext): Promise<number> {
  const metrics = await readMetrics(request);
  return Number(/^levelup_subscriptions_open (\d+)/m.exec(metrics)?.[1] ?? 0);
}

/**
 * Resolves once the open sockets hold `count` subscriptions of `name` and the server has at least as
 * many subscriptions open as the sockets hold (earlier tests' leftovers only ever add to its count);
 * `exact`: just as many, when nothing else may hold one (the subscriptions of a socket just closed have
 * then ended too).
 */
export async function untilListening(
  sockets: LiveSockets,
  request: APIRequestContext,
  name: string,
  { count = 1, exact = false }: { count?: number; exact?: boolean } = {},
): Promise<void> {
  await expect
    .poll(() => sockets.holding(name), { message: `${name} subscribed`, timeout: WAIT_MS })
    .toBeGreaterThanOrEqual(count);
  const listening = expect.poll(
    async () => (await serverSubscriptions(request)) - sockets.active(),
    {
      message: 'the server listens',
      timeout: WAIT_MS,
    },
  );
  await (exact ? listening.toBe(0) : listening.toBeGreaterThanOrEqual(0));
}

/**
 * Call before the navigation that subscribes: resolves once the page's browser listens for
 * `subscription` (its operation name) on the server.
 */
export function liveStreamOpened(page: Page, subscription: string): Promise<unknown> {
  const sockets = trackLiveSockets(page.context());
  return untilListening(sockets, page.request, subscription);
}
