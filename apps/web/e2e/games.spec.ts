import { expect, test } from '@playwright/test';

// spec 1 §2 /games: the seeded catalogue with each game's art, the missions it feeds and its battle
// pass rewards, which lead to their level on the battle pass page.
test('the games page lists each game with its missions and pass rewards', async ({ page }) => {
  await page.goto('/games');
  await expect(page.getByRole('heading', { name: 'Games', level: 1 })).toBeVisible();
  const nebula = page.getByRole('article', { name: 'Nebula Drift' });
  await expect(nebula.getByRole('region', { name: 'Nebula Drift missions' })).toContainText(
    'Finish 3 races',
  );
  const rewards = nebula.getByRole('region', { name: 'Nebula Drift pass rewards' });
  const firstReward = rewards.getByRole('link').first();
  await expect(firstReward).toHaveText(/^Level \d+/);
  const level = /^Level (\d+)/.exec((await firstReward.textContent()) ?? '')![1];
  await firstReward.click();
  await expect(page).toHaveURL(new RegExp(`/allypass\\?scroll_to_level=${level}$|/allypass$`));
});
