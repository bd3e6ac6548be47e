// The server's operator API (apps/server src/http/operator-routes.ts), authenticated by the bearer
// HMAC-SHA256(authSecret, 'levelup-operator'): the tests grant XP and items like an operator's CLI.
import { createHmac } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';

/** AUTH_SECRET of the end-to-end server (playwright.config.ts passes it on). */
export const E2E_AUTH_SECRET = 'levelup-e2e-auth-secret-0123456789abcdef';

const operatorToken = createHmac('sha256', E2E_AUTH_SECRET).update('levelup-operator').digest('hex');

/** `item grant` of any item (XP of the partner season with group) through the running server. */
export async function grantItem(
  request: APIRequestContext,
  grant: { email: string; itemKey: string; amount: number; group?: string },
) {
  const response = await request.post('/api/operator/item-grants', {
    // Issue 29: every operator grant says why (the audit log).
    data: { ...grant, reason: 'end-to-end test setup' },
    headers: { authorization: `Bearer ${operatorToken}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
}
