import { expect, test } from '@playwright/test';
import { signUp, uniqueEmail } from './support/accounts.ts';
import { grantXp } from './support/operator.ts';
import { liveStreamOpened } from './support/live.ts';

// Issue 15 Build 2: with reduced motion asked for, a page full of what normally moves (the "+1,500 XP"
// popup, the level ring's level-up bounce, the level-up toast, the glowing unlocked reward card) runs
// no animation. Desktop only (playwright.config.ts): the same CSS serves the mobile layout.
test.use({ reducedMotion: 'reduce' });

test('a player who prefers reduced motion sees nothing animate', async ({
  page,
  request,
}, testInfo) => {
  const email = uniqueEmail('still', testInfo.project.name);
  await signUp(page, email);
  const itemLogsStream = liveStreamOpened(page, 'UserItemLogs');
  await page.goto('/allypass');
  await itemLogsStream;

  await grantXp(request, email, 1_500);
  await expect(page.getByRole('status').filter({ hasText: '+1,500 XP' })).toBeVisible();
  await expect(page.getByText('LEVEL 1 REACHED!')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Battle pass level 1\b/ })).toBeVisible();
  await expect(page.locator('[data-level="1"] [data-track="basic"]')).toHaveAttribute(
    'data-visual',
    'unlocked',
  );

  const running = await page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => animation.playState !== 'finished')
      .map((animation) =>
        animation instanceof CSSAnimation
          ? `animation ${animation.animationName}`
          : animation instanceof CSSTransition
            ? `transition of ${animation.transitionProperty}`
            : `script animation ${animation.id}`,
      ),
  );
  expect(running).toEqual([]);
});
