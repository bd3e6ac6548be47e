// The server's operator API (apps/server src/http/operator-routes.ts), authenticated by the bearer
// HMAC-SHA256(authSecret, 'levelup-operator'): the tests grant XP and items like an operator's CLI.
import { createHmac } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';

/** AUTH_SECRET of the end-to-end server (playwright.config.ts passes it on). */
export const E2E_AUTH_SECRET = 'levelup-e2e-auth-secret-0123456789abcdef';

const operatorToken = createHmac('sha256', E2E_AUTH_SECRET)
  .update('levelup-operator')
  .digest('hex');

async function operator(request: APIRequestContext, route: string, data: Record<string, unknown>) {
  const response = await request.post(`/api/operator/${route}`, {
    data,
    headers: { authorization: `Bearer ${operatorToken}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as { xp: number; level: number; granted: number | null };
}

/** The audit log's reason of the end-to-end tests' grants (issue 29: every grant says why). */
const reason = 'end-to-end test setup';

/** `xp grant <email> <amount>` on the allypass season. */
export const grantXp = (request: APIRequestContext, email: string, amount: number) =>
  operator(request, 'xp-grants', { email, amount, reason });

/** `item grant <email> <itemKey> <amount>`, e.g. GOLD. */
export const grantItem = (
  request: APIRequestContext,
  email: string,
  itemKey: string,
  amount: number,
) => operator(request, 'item-grants', { email, itemKey, amount, reason });

/** Follows RSS/Atom feeds on the running server (issue 12: the operator's wall-feeds route). */
export const followFeeds = (
  request: APIRequestContext,
  feeds: { key: string; url: string; sourceType: string; name: string }[],
) => operator(request, 'wall-feeds', { feeds });

/** Polls every followed feed now (the job queue's poll, on demand). */
export const pollFeeds = (request: APIRequestContext) => operator(request, 'wall-feeds/poll', {});

/** The server's Prometheus metrics (behind the operator token). */
export async function readMetrics(request: APIRequestContext): Promise<string> {
  const response = await request.get('/metrics', {
    headers: { authorization: `Bearer ${operatorToken}` },
  });
  expect(response.ok()).toBe(true);
  return response.text();
}

/** `season apply` of one data file (YAML or JSON text) on the running server (issue 13). */
export async function applyDataFile(request: APIRequestContext, name: string, text: string) {
  const response = await request.post('/api/operator/data-files', {
    data: { name, text },
    headers: { authorization: `Bearer ${operatorToken}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as {
    applied: { source: string; kind: string; changes: number; version: number }[];
  };
}

/** `studio create <key>`: a studio of the e2e's own, with the games whose events it may send. */
export const createStudio = (
  request: APIRequestContext,
  studio: { key: string; name: string; gameKeys: string[] },
) => operator(request, 'studios', studio) as unknown as Promise<{ id: string; key: string }>;

/** `studio key create <studio>`: a signing key, its secret in this answer only. */
export const createStudioKey = (request: APIRequestContext, studioKey: string) =>
  operator(request, 'studio-keys', { studioKey }) as unknown as Promise<{
    keyId: string;
    secret: string;
  }>;

/** `studio add-publisher <studio> <email>`: the account opens the studio's Publisher Dashboard. */
export const addStudioPublisher = (request: APIRequestContext, studioKey: string, email: string) =>
  operator(request, 'studio-publishers', { studioKey, email });

/**
 * `user demo-history <email>` (issue 25): the account gets the demo players' past — 30 days old, played
 * last week — so the daily chest's gate lets it find a chest and the weekly gold bonus pays.
 */
export const giveDemoHistory = (request: APIRequestContext, email: string) =>
  operator(request, 'demo-histories', { email }) as unknown as Promise<{
    email: string;
    accountAgeDays: number;
  }>;
