import { describe, expect, it } from 'vitest';
import { isMenuItemActive, matchesPathPrefix } from './active-item.ts';
import type { SiteMenuItem } from './site-menu.ts';

const item = (overrides: Partial<SiteMenuItem>): SiteMenuItem => ({
  label: 'Item',
  external: false,
  children: [],
  ...overrides,
});

describe('matchesPathPrefix', () => {
  it.each([
    ['/mints', '/mints', true],
    ['/mints/summer-badge', '/mints', true],
    ['/mints/', '/mints', true],
    ['/mintsy', '/mints', false],
    ['/the-wall', '/mints', false],
    ['/profile/me/items', '/profile/me', true],
    ['/', '/', true],
    ['/games', '/', false],
    ['/shop', '/shop/', true],
    ['/blog/post', '/blog?ref=menu', true],
    ['/blog', '/blog#top', true],
  ])('%s under %s: %s', (pathname, prefix, expected) => {
    expect(matchesPathPrefix(pathname, prefix)).toBe(expected);
  });
});

describe('isMenuItemActive', () => {
  it('highlights an item by its own path prefix', () => {
    expect(isMenuItemActive(item({ href: '/allypass' }), '/allypass')).toBe(true);
    expect(isMenuItemActive(item({ href: '/allypass' }), '/games')).toBe(false);
  });

  it('highlights an item by an extra highlight prefix', () => {
    const quests = item({ href: '/mints', highlightPrefixes: ['/airdrop'] });
    expect(isMenuItemActive(quests, '/airdrop')).toBe(true);
    expect(isMenuItemActive(quests, '/shop')).toBe(false);
  });

  it('never highlights an external link, even one on a site path', () => {
    expect(isMenuItemActive(item({ href: '/games', external: true }), '/games')).toBe(false);
  });

  it('highlights a parent when one of its children is active', () => {
    const learn = item({ children: [item({ href: '/blog/playpoints-announcement' })] });
    expect(isMenuItemActive(learn, '/blog/playpoints-announcement')).toBe(true);
    expect(isMenuItemActive(learn, '/games')).toBe(false);
  });
});
