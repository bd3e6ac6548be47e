// spec 2 §2 Wall sidebar: the live mints carousel shows the featured collections that are live now,
// each linking to /mints/{slug}, only when the flag is on.
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '#shared/testing/render-with-router.tsx';
import { collectionFixture } from '#features/launchpad/lib/collection.fixtures.ts';
import { wallApi, wallFlags } from '../lib/wall-test-api.fixtures.ts';
import { WallSidebar } from './wall-sidebar.tsx';

const featured = [
  collectionFixture({ id: 'c1', slug: 'winter-badge', name: 'Winter Badge' }),
  collectionFixture({
    id: 'c2',
    slug: 'spring-badge',
    name: 'Spring Badge',
    releasedAt: '2098-01-01T00:00:00.000Z',
    status: 'UPCOMING',
  }),
  collectionFixture({
    id: 'c3',
    slug: 'old-badge',
    name: 'Old Badge',
    endAt: '2026-01-02T00:00:00.000Z',
    status: 'ENDED',
  }),
  collectionFixture({ id: 'c4', slug: null, name: 'Unlisted Badge' }),
];

describe('the live mints carousel (spec 2 §2 Wall sidebar)', () => {
  it('shows the live featured collections, linking to their pages', async () => {
    const { api } = wallApi({
      FeatureFlags: () => ({ featureFlags: wallFlags({ wallSidebarLiveCollections: true }) }),
      FeaturedCollections: () => ({ featuredCollections: featured }),
    });
    await renderWithRouter(<WallSidebar signedIn={false} dailyChestStatus={null} />, { api });
    const link = await screen.findByRole('link', { name: 'VIEW EVENT: Winter Badge' });
    expect(link.getAttribute('href')).toBe('/mints/winter-badge');
    // Two live slides: the upcoming and the ended collections are left out.
    expect(screen.getByRole('button', { name: 'Show Winter Badge' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show Spring Badge' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Show Old Badge' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show Unlisted Badge' }));
    expect(
      screen.getByRole('link', { name: 'VIEW EVENT: Unlisted Badge' }).getAttribute('href'),
    ).toBe('/mints');
  });

  it('is not there with the flag off', async () => {
    const { api, request } = wallApi({
      FeaturedCollections: () => ({ featuredCollections: featured }),
    });
    await renderWithRouter(<WallSidebar signedIn={false} dailyChestStatus={null} />, { api });
    await screen.findByRole('link', { name: 'My Rewards' });
    expect(screen.queryByRole('link', { name: /VIEW EVENT/ })).toBeNull();
    expect(JSON.stringify(request.mock.calls)).not.toContain('FeaturedCollections');
  });
});
