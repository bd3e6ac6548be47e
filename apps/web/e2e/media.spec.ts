import { expect, test } from '@playwright/test';

// Issue 14 Build 5: the blog and media pages come from the content files (seasons/pages.yaml), with
// the configured brand name where they write {product}.
test('the media section lists its pages and opens one', async ({ page }) => {
  await page.goto('/media/');
  await expect(page.getByRole('heading', { name: 'Media', level: 1 })).toBeVisible();
  const pages = page.getByRole('list', { name: 'Media pages' });
  await expect(pages.getByRole('link')).toHaveText([
    'Season 1 launches with a free and a premium track',
    'Press kit',
  ]);
  await pages.getByRole('link', { name: 'Press kit' }).click();
  await expect(page).toHaveURL(/\/media\/press-kit$/);
  const article = page.getByRole('article', { name: 'Press kit' });
  await expect(article.getByRole('heading', { name: 'Using our brand', level: 2 })).toBeVisible();
  await expect(article).not.toContainText('{product}');

  await page.goto('/media/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('the Playpoints announcement is a real article', async ({ page }) => {
  await page.goto('/blog/playpoints-announcement');
  const article = page.getByRole('article', { name: 'Introducing Playpoints' });
  await expect(
    article.getByRole('heading', { name: 'How to earn Playpoints', level: 2 }),
  ).toBeVisible();
  await expect(article).not.toContainText('{product}');
});
