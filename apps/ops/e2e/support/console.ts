// issue 29: signing in to the console as the seeded demo staff, with the second factor computed from
// their demo-only TOTP secret (apps/server src/modules/ops/demo-staff.ts DEMO_STAFF_TOTP_SECRET).
import { expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expectNoSeriousA11yViolations } from '@levelup/playwright-config/axe';

/** The demo staff's authenticator secret: public, seeded only with the demo data. */
export const DEMO_STAFF_TOTP_SECRET = 'LEVELUPDEMOSTAFFTOTPSECRET234567';
/** The demo accounts' password (apps/server src/modules/accounts/demo-player.ts). */
export const DEMO_PASSWORD = 'Demo-pass-2026!';

export const DEMO_OPERATOR = 'operator@levelup.local';
export const DEMO_PARTNER_MANAGER = 'partner@levelup.local';

const PERIOD_SECONDS = 30;
/** The last TOTP step each account used in this run: the server accepts a step once. */
const lastStepUsed = new Map<string, number>();

/**
 * A code the server has not seen yet: the current step's, or, when this run already used it for the
 * account, the next step's (the server accepts one step of drift either way).
 */
function freshCode(email: string): string {
  const now = Math.floor(Date.now() / 1000 / PERIOD_SECONDS);
  const step = Math.max(now, (lastStepUsed.get(email) ?? -1) + 1);
  if (step > now + 1) throw new Error(`${email} used two codes within this 30-second step`);
  lastStepUsed.set(email, step);
  return codeOf(DEMO_STAFF_TOTP_SECRET, step * PERIOD_SECONDS * 1000);
}

/** What an authenticator app shows for a secret (base32) at a moment (now by default). */
export function codeOf(secret: string, timestamp = Date.now()): string {
  return TOTP.generate({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    timestamp,
  });
}

/** Signs in at /ops/sign-in with the demo password; ends on the second factor page. */
export async function signInWithPassword(page: Page, email: string, { checkPages = false } = {}) {
  await page.goto('sign-in');
  await expect(page.getByRole('heading', { name: 'Operator console' })).toBeVisible();
  if (checkPages) await expectNoSeriousA11yViolations(page, 'the console sign-in page');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Second factor' })).toBeVisible();
}

/** Signs in at /ops/sign-in and proves the second factor; ends on the overview. */
export async function signInToConsole(page: Page, email: string, { checkPages = false } = {}) {
  await signInWithPassword(page, email, { checkPages });
  if (checkPages) await expectNoSeriousA11yViolations(page, 'the second factor page');
  await page
    .getByRole('textbox', { name: 'Code from your authenticator app' })
    .fill(freshCode(email));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: 'Season health' })).toBeVisible();
}

export const consoleNavigation = (page: Page) => page.getByRole('navigation', { name: 'Console' });
