import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { expectSignedIn, signUp, uniqueEmail } from './support/accounts.ts';
import { asAnotherDevice } from './support/devices.ts';
import {
  followFeeds,
  giveDemoHistory,
  grantItem,
  pollFeeds,
  readMetrics,
} from './support/operator.ts';

// Issue 12 "Done when": a guest sees the filtered Wall; a player loads more posts, likes one, finds and
// opens the daily chest with its animation, buys a legendary chest with Gold, collects the weekly bonus,
// sees all of it in My Rewards, and opens a code that is theirs; a feed served by a local HTTP server
// shows up on the Wall after a poll, and a broken one is reported, not fatal.
// Issue 25: each run of the player's journey signs up a player of its own and gives it the demo
// players' past (`user demo-history`: 30 days old, played last week), so the daily chest's gate lets it
// find a chest and the weekly bonus has something to pay, however often the test repeats on one server.
// Issue 27: a fresh player reads what unlocks the first chest; no visit of the Wall logs a console error.
test.describe.configure({ timeout: 180_000 });

const feed = (page: Page) => page.getByRole('region', { name: 'Wall posts' });
const posts = (page: Page) => feed(page).getByRole('article');
/** A demo post with 9 likes (seasons/wall.yaml): under every guest threshold of spec 2 §5. */
const QUIET_POST = 'Who else is grinding Emberfall Chronicles tonight?';

async function loadAllPosts(page: Page) {
  const more = page.getByRole('button', { name: 'LOAD MORE' });
  while (await more.isVisible()) {
    const shown = await posts(page).count();
    await more.click();
    await expect.poll(() => posts(page).count()).toBeGreaterThan(shown);
  }
}

/**
 * Issue 27 finding 5: the console errors of a page from now on (the site's Content-Security-Policy
 * refused the posts' videos: 14–56 errors a visit). Read once the visit is over.
 */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test(
  'a guest sees only the posts the guest filter lets through',
  { tag: '@mobile' },
  async ({ page }) => {
    const errors = consoleErrors(page);
    await page.goto('/the-wall');
    await expect(page.getByRole('heading', { name: 'The Wall' })).toBeVisible();
    await expect(posts(page).first()).toBeVisible();
    await loadAllPosts(page);
    // Every post of the guest Wall shown, its videos among them: none refused.
    expect(errors).toEqual([]);
    const counts = await feed(page)
      .getByTestId('like-count')
      .evaluateAll((nodes) => nodes.map((node) => Number(node.textContent?.replace(/,/g, ''))));
    expect(counts.length).toBeGreaterThan(0);
    // spec 2 §5: at least 10, 15 or 20 likes by age.
    expect(Math.min(...counts)).toBeGreaterThanOrEqual(10);
    await expect(feed(page).getByText(QUIET_POST)).toHaveCount(0);
    // A guest's like leads to sign-in.
    await posts(page)
      .first()
      .getByRole('button', { name: /^Like / })
      .click();
    await expect(page).toHaveURL(/\/auth\/login/);
  },
);

test('a player likes, finds and opens the daily chest, buys a legendary chest, collects the weekly bonus, and sees it all in My Rewards', async ({
  page,
  request,
}, testInfo) => {
  const email = uniqueEmail(`wall-player-${testInfo.repeatEachIndex}`, testInfo.project.name);
  // A person of their own on a device of their own: the daily chest allows 2 accounts per device and 3
  // per IP a day (chests.yaml gate), and every browser here is one device on 127.0.0.1.
  await asAnotherDevice(page.context(), `wall-player-${email}`);
  // Snowflakes among a chest's rewards open their tutorial (spec 1 §2) after the reward modal: close it.
  const snowflakes = page.getByRole('dialog', {
    name: 'CONGRATULATIONS YOU JUST EARNED SNOWFLAKES',
  });
  await page.addLocatorHandler(snowflakes, () =>
    snowflakes.getByRole('button', { name: 'Close' }).click(),
  );
  // So does a redeemable code among them (its code modal): the rolls are random, so either may come.
  const codes = page.getByRole('dialog', { name: /^YOUR REDEEMABLE CODES?$/ });
  await page.addLocatorHandler(codes, () => codes.getByRole('button', { name: 'OK' }).click());
  await signUp(page, email);
  await giveDemoHistory(request, email);
  // The legendary chest's price (chests.yaml: 500 Gold).
  await grantItem(request, email, 'GOLD', 500);

  // The weekly gold bonus opens once per visit (spec 2 §4): last week's play pays. A new visit (the
  // sign-up's visit had nothing to pay).
  const errors = consoleErrors(page);
  await page.goto('/the-wall');
  const weekly = page.getByRole('dialog', { name: 'WEEKLY GOLD BONUS' });
  await expect(weekly).toBeVisible();
  await weekly.getByRole('button', { name: 'COLLECT' }).click();
  await expect(weekly).toBeHidden();
  await expectSignedIn(page);
  await page.goto('/the-wall');
  await expect(posts(page).first()).toBeVisible();
  await expect(weekly).toHaveCount(0);

  // The player sees the posts a guest does not; load more adds 10.
  await expect(posts(page)).toHaveCount(10);
  await page.getByRole('button', { name: 'LOAD MORE' }).click();
  await expect(posts(page)).toHaveCount(20);

  // Like one: the count moves at once and stays after a reload.
  const quiet = posts(page).filter({ hasText: QUIET_POST });
  const like = quiet.getByRole('button', { name: /^Like / });
  const before = Number(await like.getByTestId('like-count').textContent());
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like.getByTestId('like-count')).toHaveText(String(before + 1));

  // The daily chest hides in today's feed (its position decided by the server): scroll on.
  const found = page.getByRole('region', { name: "You found today's chest!" });
  const more = page.getByRole('button', { name: 'LOAD MORE' });
  while (!(await found.isVisible())) {
    if (!(await more.isVisible())) break;
    const shown = await posts(page).count();
    await more.click();
    // More posts come, or the posts already scrolled find the chest (the search answers after the
    // page checked): either ends this step.
    await expect
      .poll(async () => (await found.isVisible()) || (await posts(page).count()) > shown)
      .toBe(true);
  }
  await expect(found).toBeVisible();
  await found.getByRole('button', { name: 'OPEN CHEST' }).click();
  const congratulations = page.getByRole('dialog', { name: 'CONGRATULATIONS', exact: true });
  await expect(congratulations).toBeVisible();
  await expect(congratulations.getByRole('list', { name: 'Rewards' })).toBeVisible();
  await congratulations.getByRole('button', { name: 'CONFIRM' }).click();
  await expect(congratulations).toBeHidden();
  await expect(page.getByText('Next chest in')).toBeVisible();
  // The player's visit of the Wall, every post loaded so far: no console error (issue 27).
  expect(errors).toEqual([]);

  // The legendary chest: odds before buying, then a Gold purchase with the chest animation.
  const legendary = page.getByRole('region', { name: 'Legendary Chest' });
  await expect(legendary.getByRole('list', { name: 'Legendary Chest odds' })).toBeVisible();
  await legendary.getByRole('button', { name: 'BUY LEGENDARY CHEST' }).click();
  const confirmBuy = page.getByRole('dialog', { name: 'BUY LEGENDARY CHEST' });
  await confirmBuy.getByRole('button', { name: 'BUY LEGENDARY CHEST' }).click();
  await expect(congratulations).toBeVisible();
  await congratulations.getByRole('button', { name: 'CONFIRM' }).click();
  await expect(congratulations).toBeHidden();

  // A code of the player's own: granted like a reward, shown only to them.
  await grantItem(request, email, 'CODE_STARFORGE_PILOT_SKIN', 1);

  // My Rewards: every credit with its history type.
  await page.goto('/profile/me/rewards');
  const history = page.getByRole('list', { name: 'Reward history' });
  await expect(history.getByText('Weekly gold bonus').first()).toBeVisible();
  await expect(history.getByText('Chest reward').first()).toBeVisible();

  await page.goto('/profile/me/codes');
  // The granted code (a chest may have given the player another one).
  await page
    .getByRole('list', { name: 'Redeemable codes' })
    .getByRole('listitem')
    .filter({ hasText: 'Starforge Arena' })
    .getByRole('link', { name: /^VIEW CODE/ })
    .click();
  await expect(page).toHaveURL(/\/redeemable-codes\/CODE_STARFORGE_PILOT_SKIN\//);
  await expect(page.getByRole('status', { name: 'Your code' })).not.toBeEmpty();
  // Another visitor of the same address gets nothing.
  const url = page.url();
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await page.goto(url);
  await expect(page.getByRole('status', { name: 'Your code' })).toHaveCount(0);
});

test(
  'a new player reads what unlocks the first daily chest in the sidebar (a drawer on a phone)',
  { tag: '@mobile' },
  async ({ page }, testInfo) => {
    const mobile = testInfo.project.name === 'mobile';
    await signUp(
      page,
      uniqueEmail(`first-chest-${testInfo.repeatEachIndex}`, testInfo.project.name),
    );
    const errors = consoleErrors(page);
    await page.goto('/the-wall');
    await expect(posts(page).first()).toBeVisible();
    const opener = page.getByRole('button', { name: 'Chests & rewards' });
    // spec 1 §2: the sidebar from the large breakpoint up; below, its parts open in a drawer.
    let sidebar = page.getByRole('complementary', { name: 'Wall sidebar' });
    if (mobile) {
      await expect(sidebar).toBeHidden();
      await opener.click();
      sidebar = page.getByRole('dialog', { name: 'Chests & rewards' });
    } else await expect(opener).toBeHidden();
    // Issue 27: the anti-farming gate (chests.yaml: 72 hours, 100 XP or a mission), told.
    await expect(
      sidebar.getByText(
        'Your first daily chest unlocks in 3 days, once you have 100 XP or have completed a mission.',
      ),
    ).toBeVisible();
    await expect(sidebar.getByRole('region', { name: 'Legendary Chest' })).toBeVisible();
    await expect(
      sidebar.getByText("Today's chest is hidden in the Wall. Keep scrolling!"),
    ).toHaveCount(0);
    if (mobile) {
      // Keyboard: Escape closes the drawer, focus goes back to its button.
      await page.keyboard.press('Escape');
      await expect(sidebar).toBeHidden();
      await expect(opener).toBeFocused();
    }
    expect(errors).toEqual([]);
  },
);

test.describe('a followed feed', () => {
  let server: Server;
  let origin = '';
  const title = `Patch 1.${Date.now()} is out`;
  test.beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url === '/broken.xml') {
        response.writeHead(500, { 'content-type': 'text/plain' });
        response.end('the feed is down');
        return;
      }
      response.writeHead(200, { 'content-type': 'application/rss+xml' });
      response.end(`<?xml version="1.0"?>
<rss version="2.0"><channel><title>Studio news</title><link>http://studio.example/</link>
<description>News</description>
<item><title>${title}</title><link>http://studio.example/patch</link><guid>${title}</guid>
<pubDate>${new Date().toUTCString()}</pubDate><description>Balance changes and new maps.</description></item>
</channel></rss>`);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  test('shows up on the Wall after a poll; a broken feed is reported, not fatal', async ({
    page,
    request,
  }, testInfo) => {
    const project = testInfo.project.name;
    await followFeeds(request, [
      {
        key: `studio-news-${project}`,
        url: `${origin}/news.xml`,
        sourceType: 'rss-feed',
        name: 'Studio news',
      },
      {
        key: `broken-${project}`,
        url: `${origin}/broken.xml`,
        sourceType: 'rss-feed',
        name: 'Broken',
      },
    ]);
    await pollFeeds(request);
    // A new post has no likes yet, so guests do not get it (spec 2 §5): a player reads it.
    await signUp(page, uniqueEmail('feed-reader', project));
    await page.goto('/the-wall');
    await expect(feed(page).getByText(title)).toBeVisible();
    const metrics = await readMetrics(request);
    expect(metrics).toMatch(
      new RegExp(`levelup_wall_feed_errors\\{feed="broken-${project}"\\} [1-9]`),
    );
  });
});
