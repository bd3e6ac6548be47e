// spec 2 §1: sign-in through the external identity service (a local OpenID Connect server), switched
// by the customBackendTokens flag and the custom backend token toggle in local storage; spec 2 §2:
// the player comes back through /{product}/auth/callback to where they started, signed in.
import { expect, test } from '@playwright/test';
import { expectSignedIn } from './support/accounts.ts';
import {
  customBackendTokensFlag,
  IDENTITY_SERVICE_ISSUER,
  withExternalIdentity,
} from './support/identity-service.ts';

test('a player signs in through the identity service and lands back signed in', async ({
  page,
  request,
}) => {
  await withExternalIdentity(request, async () => {
    expect(await customBackendTokensFlag(request)).toBe(false);
    await page.goto('/auth/login?redirect=%2Fallypass');
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    // Our own e-mail form is not offered while the identity service signs players in.
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveCount(0);

    const identityService = page.waitForRequest((request) =>
      request.url().startsWith(`${IDENTITY_SERVICE_ISSUER}/authorize`),
    );
    await page.getByRole('button', { name: 'Log in' }).click();
    const authorize = new URL((await identityService).url());
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('nonce')).toBeTruthy();

    // The identity service answers at once; the server's callback sends the player to
    // /levelup/auth/callback, which finishes and returns to the page they came from.
    await page.waitForURL('**/allypass');
    await expectSignedIn(page);
  });
});

test('the custom backend token toggle keeps our own sign-in', async ({ page, request }) => {
  await withExternalIdentity(request, async () => {
    await page.goto('/auth/login');
    await page.getByRole('button', { name: 'Use a LevelUp password instead' }).click();
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('custom-backend-tokens'))).toBe('true');
    // Kept across loads: it lives in local storage.
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
    await page.getByRole('button', { name: 'Sign in with the identity service' }).click();
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  });
});
