// Which Chromium the browser runs use, and that the packaged fallback really runs (issue 10, fault 18:
// without a system Chromium the end-to-end suites stopped with "No Chromium found").
import packagedChromium from '@sparticuz/chromium';
import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chromiumArgs, findChromium } from './chromium.ts';

const unpackPackaged = async () => '/tmp/packaged-chromium';

describe('findChromium', () => {
  it('falls back to the packaged Chromium when neither CHROMIUM_PATH nor a system Chromium exists', async () => {
    const found = await findChromium({ configuredPath: null, exists: () => false, unpackPackaged });
    expect(found).toEqual({
      executablePath: '/tmp/packaged-chromium',
      source: '@sparticuz/chromium',
    });
  });

  it('prefers a system Chromium to the packaged one', async () => {
    const found = await findChromium({
      configuredPath: null,
      exists: (path) => path === '/usr/bin/chromium-browser',
      unpackPackaged,
    });
    expect(found).toEqual({ executablePath: '/usr/bin/chromium-browser', source: 'system' });
  });

  it('prefers CHROMIUM_PATH to everything else', async () => {
    const found = await findChromium({
      configuredPath: '/opt/chrome/chrome',
      exists: () => true,
      unpackPackaged,
    });
    expect(found).toEqual({ executablePath: '/opt/chrome/chrome', source: 'CHROMIUM_PATH' });
  });

  it('refuses a CHROMIUM_PATH that names no file instead of silently using another browser', async () => {
    await expect(
      findChromium({ configuredPath: '/nowhere/chrome', exists: () => false, unpackPackaged }),
    ).rejects.toThrow('CHROMIUM_PATH=/nowhere/chrome does not exist');
  });
});

describe('the packaged Chromium', () => {
  it('launches headless through Playwright and renders a page', { timeout: 120_000 }, async () => {
    const browser = await chromium.launch({
      executablePath: await packagedChromium.executablePath(),
      args: chromiumArgs,
      headless: true,
    });
    try {
      const page = await browser.newPage();
      await page.goto('data:text/html,<title>LevelUp</title><p id="level">Level 7</p>');
      expect(await page.title()).toBe('LevelUp');
      expect(await page.locator('#level').textContent()).toBe('Level 7');
    } finally {
      await browser.close();
    }
  });
});
