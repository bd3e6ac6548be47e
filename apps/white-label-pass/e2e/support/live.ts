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

/** Call before the navigation that subscribes; resolves once the server listens for `subscription`. */
export function liveStreamOpened(page: Page, subscription: string): Promise<unknown> {
  const active = new Map<string, string>();
  const watch = (tab: Page) =>
    tab.on('websocket', (socket) => {
      if (!new URL(socket.url()).pathname.endsWith('/graphql/ws')) return;
      socket.on('framesent', ({ payload }) => {
        if (typeof payload !== 'string') return;
        const message = JSON.parse(payload) as {
          type: string;
          id?: string;
          payload?: { query?: string };
        };
        if (message.type === 'subscribe' && message.id)
          active.set(message.id, message.payload?.query ?? '');
        if (message.type === 'complete' && message.id) active.delete(message.id);
      });
      socket.on('close', () => active.clear());
    });
  for (const tab of page.context().pages()) watch(tab);
  page.context().on('page', watch);
  const serverSubscriptions = async () => {
    const response = await page.request.get('/metrics', {
      headers: { authorization: `Bearer ${operatorToken}` },
    });
    return Number(/^levelup_subscriptions_open (\d+)/m.exec(await response.text())?.[1] ?? 0);
  };
  return (async () => {
    await expect
      .poll(
        () => [...active.values()].some((query) => query.includes(`subscription ${subscription}`)),
        {
          timeout: WAIT_MS,
        },
      )
      .toBe(true);
    await expect
      .poll(serverSubscriptions, { timeout: WAIT_MS })
      .toBeGreaterThanOrEqual(active.size);
  })();
}
