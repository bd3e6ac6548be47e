// Live updates reach the pages of a browser over one WebSocket (issue 26 Build 3: /graphql/ws; one tab
// of the player leads and relays to the others). A test that makes something happen and expects the
// page to show it without a reload waits until the server listens for it: a `subscribe` of that
// operation sent on a live socket of the browser, and the server's open subscriptions (its metrics)
// caught up with those the sockets hold.
import { createHmac } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { E2E_AUTH_SECRET } from './operator.ts';

const operatorToken = createHmac('sha256', E2E_AUTH_SECRET)
  .update('levelup-operator')
  .digest('hex');
const WAIT_MS = 30_000;

type TrackedSocket = { tab: Page; active: Map<string, string>; gone: boolean };

/** Call before the navigation that subscribes; resolves once the server listens for `subscription`. */
export function liveStreamOpened(page: Page, subscription: string): Promise<unknown> {
  const sockets: TrackedSocket[] = [];
  const watch = (tab: Page) => {
    // A new document: the sockets of the one before it are gone, though Playwright may not report
    // their close (a page that had just signed in opened one, then the test navigated).
    tab.on('domcontentloaded', () => {
      for (const socket of sockets) if (socket.tab === tab) socket.gone = true;
    });
    tab.on('websocket', (socket) => {
      if (!new URL(socket.url()).pathname.endsWith('/graphql/ws')) return;
      const tracked: TrackedSocket = { tab, active: new Map(), gone: false };
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
        // The server ended one.
        if (typeof payload !== 'string') return;
        const message = JSON.parse(payload) as { type: string; id?: string };
        if (message.type === 'complete' && message.id) tracked.active.delete(message.id);
      });
      socket.on('close', () => (tracked.gone = true));
    });
  };
  for (const tab of page.context().pages()) watch(tab);
  page.context().on('page', watch);
  const active = () =>
    sockets.filter((socket) => !socket.gone).flatMap((socket) => [...socket.active.values()]);
  const serverSubscriptions = async () => {
    const response = await page.request.get('/metrics', {
      headers: { authorization: `Bearer ${operatorToken}` },
    });
    return Number(/^levelup_subscriptions_open (\d+)/m.exec(await response.text())?.[1] ?? 0);
  };
  return (async () => {
    await expect
      .poll(() => active().some((query) => query.includes(`subscription ${subscription}`)), {
        timeout: WAIT_MS,
      })
      .toBe(true);
    await expect
      .poll(async () => (await serverSubscriptions()) - active().length, { timeout: WAIT_MS })
      .toBeGreaterThanOrEqual(0);
  })();
}
