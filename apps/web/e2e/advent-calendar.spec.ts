import { expect, test } from '@playwright/test';

// spec 1 §2 /advent-calendar: in December the sock icon leads to the calendar, a door per day from
// the seeded data. The browser's clock is set to December 3 (UTC), so the doors read as they will then:
// the first two past, the third open today with its mission and its reward, the rest shut.
test('the sock icon opens the advent calendar, a door per December day', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-12-03T12:00:00Z'));
  await page.goto('/');
  await page.getByRole('link', { name: 'Advent calendar' }).click();
  await expect(page).toHaveURL(/\/advent-calendar$/);
  await expect(page.getByRole('heading', { name: 'Advent calendar', level: 1 })).toBeVisible();
  const doors = page.getByRole('list', { name: 'Doors' }).getByRole('button');
  await expect(doors).toHaveCount(24);
  await expect(page.getByRole('button', { name: 'December 1: Missed' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'December 4: Opens Dec 4' })).toBeDisabled();
  // Today's door is shown first: its mission and what is behind it.
  const today = page.getByRole('button', { name: 'December 3: Open today' });
  await expect(today).toHaveAttribute('aria-pressed', 'true');
  const door = page.getByRole('region', { name: 'Door 3' });
  await expect(door.getByRole('article', { name: 'Advent calendar · December 3' })).toBeVisible();
  await expect(door).toContainText('Craft 2 items');
  await expect(door).toContainText('1 Advent Stocking');
  // A visitor is asked to sign in to open them.
  await expect(page.getByText('Sign in to open the doors.')).toBeVisible();
  // Another door is picked from the grid (keyboard).
  await page.getByRole('button', { name: 'December 2: Missed' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Door 2' })).toContainText('Win a match');
  await expect(page.getByRole('region', { name: 'Door 2' })).toContainText('ENDED');
});
