import { QueryClient } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { siteKeys } from '@levelup/api/site';
import type { FeatureFlagsQuery } from '@levelup/api/site';
import { env } from '#env.ts';
import { renderWithRouter } from '#shared/testing/render-with-router.tsx';
import { SiteHeader } from './site-header.tsx';

type Scenario = {
  path?: string;
  flags?: Partial<FeatureFlagsQuery['featureFlags']>;
  learnItems?: Array<{ label: string; href: string; external: boolean; children: [] }>;
  accountWidgets?: boolean;
};

const flagsOff: FeatureFlagsQuery['featureFlags'] = {
  battlePass: false,
  shop: false,
  cms: false,
  premiumPass: false,
  premiumCrypto: false,
  multiBoosterPurchaseDisabled: false,
  legendaryChestDisabled: false,
  wallSidebarLiveCollections: false,
  wallGuestCriteria: false,
  captchaFeatures: [],
  captchaSiteKey: null,
  disabledMints: [],
  customBackendTokens: true,
  maintenanceMode: false,
  maintenanceMessage: '',
  telegramAuth: true,
  telegramConnect: true,
  walletVerification: true,
};

async function renderHeader({
  path = '/',
  flags = {},
  learnItems = [],
  accountWidgets = true,
}: Scenario = {}) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(siteKeys.featureFlags, { featureFlags: { ...flagsOff, ...flags } });
  queryClient.setQueryData(siteKeys.cmsMenu('learn'), {
    cmsMenu: { key: 'learn', items: learnItems },
  });
  queryClient.setQueryData(siteKeys.cmsMenu('media'), { cmsMenu: null });
  await renderWithRouter(<SiteHeader accountWidgets={accountWidgets} />, { path, queryClient });
  return within(await screen.findByRole('navigation', { name: 'Main' }));
}

const linkNames = (nav: ReturnType<typeof within>) =>
  nav.queryAllByRole('link').map((link: HTMLElement) => link.textContent);

describe('SiteHeader', () => {
  it('shows the spec menu without Shop while the Shop flag is off', async () => {
    const nav = await renderHeader();
    expect(linkNames(nav)).toEqual(['Games', 'Wall', 'Quests', 'Battle Pass']);
    expect(nav.getByRole('link', { name: 'Quests' }).getAttribute('href')).toBe('/mints');
    expect(nav.getByRole('button', { name: 'Media' })).toBeTruthy();
  });

  it('adds the Shop item when the Shop flag is on', async () => {
    const nav = await renderHeader({ flags: { shop: true } });
    expect(linkNames(nav)).toEqual(['Games', 'Wall', 'Quests', 'Shop', 'Battle Pass']);
    expect(nav.getByRole('link', { name: 'Shop' }).getAttribute('href')).toBe('/shop');
  });

  it('opens Media with external Blog and Press links', async () => {
    const nav = await renderHeader();
    await userEvent.click(nav.getByRole('button', { name: 'Media' }));
    const menu = await screen.findByRole('dialog', { name: 'Media' });
    const blog = within(menu).getByRole('link', { name: 'Blog (opens in a new tab)' });
    expect(blog.getAttribute('href')).toBe(env.blogUrl);
    expect(blog.getAttribute('target')).toBe('_blank');
    expect(blog.getAttribute('rel')).toBe('noreferrer');
    expect(
      within(menu).getByRole('link', { name: 'Press (opens in a new tab)' }).getAttribute('href'),
    ).toBe(env.pressUrl);
  });

  it('turns Media into Learn with the CMS learn menu when the CMS flag is on', async () => {
    const learnItems = [
      {
        label: 'Guides',
        href: '/blog/playpoints-announcement',
        external: false,
        children: [] as [],
      },
    ];
    const nav = await renderHeader({ flags: { cms: true }, learnItems });
    expect(nav.queryByRole('button', { name: 'Media' })).toBeNull();
    await userEvent.click(nav.getByRole('button', { name: 'Learn' }));
    const menu = await screen.findByRole('dialog', { name: 'Learn' });
    expect(within(menu).getByRole('link', { name: 'Guides' }).getAttribute('href')).toBe(
      '/blog/playpoints-announcement',
    );
    expect(within(menu).queryByRole('link', { name: /Blog/ })).toBeNull();
  });

  it('highlights the item whose path prefixes the current page', async () => {
    const nav = await renderHeader({ path: '/mints/winter-badge' });
    expect(nav.getByRole('link', { name: 'Quests' }).dataset.active).toBe('true');
    expect(nav.getByRole('link', { name: 'Games' }).dataset.active).toBe('false');
  });

  it('sends a visitor to sign in with the current path as source and destination', async () => {
    await renderHeader({ path: '/the-wall' });
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/auth/login?source=%2Fthe-wall&redirect=%2Fthe-wall',
    );
  });

  it('hides the account widgets where the page asks for it', async () => {
    await renderHeader({ accountWidgets: false });
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
  });

  it('opens the mobile drawer from the hamburger button and expands Media', async () => {
    await renderHeader();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('link', { name: 'Battle Pass' }).getAttribute('href')).toBe(
      '/allypass',
    );
    const media = within(drawer).getByRole('button', { name: 'Media' });
    expect(media.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(media);
    expect(media.getAttribute('aria-expanded')).toBe('true');
    expect(within(drawer).getByRole('link', { name: 'Press (opens in a new tab)' })).toBeTruthy();
  });

  it('loads the drawer on the first click, then closes it on Escape with focus back on the button', async () => {
    await renderHeader();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(drawer.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes the Media dropdown on Escape with focus back on its label', async () => {
    const nav = await renderHeader();
    await userEvent.click(nav.getByRole('button', { name: 'Media' }));
    await screen.findByRole('dialog', { name: 'Media' });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Media' })).toBeNull();
    expect(document.activeElement).toBe(nav.getByRole('button', { name: 'Media' }));
  });
});
