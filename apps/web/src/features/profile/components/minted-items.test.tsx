// issue 13 Build 4: minted assets show on the profile items tab (spec 2 §7 Query user minted assets):
// collection name and image, chain name, token id, short transaction hash, mint date.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionUser, testSession } from '#app/session/session.fixtures.ts';
import { fakeApi } from '#shared/testing/fake-api.ts';
import { renderWithRouter } from '#shared/testing/render-with-router.tsx';
import { MintedItems } from './minted-items.tsx';

const asset = (overrides: Record<string, unknown>) => ({
  id: 'asset-1',
  collectionId: 'collection-1',
  chainId: 8453,
  tokenId: '7',
  txHash: `0xab12${'0'.repeat(56)}cd34`,
  walletAddress: '0x1234567890abcdef1234567890abcdef12345678',
  createdAt: '2026-11-20T10:00:00Z',
  collection: {
    id: 'collection-1',
    slug: 'starforge-relics',
    name: 'Starforge Relics',
    imagePath: '/images/starforge.png',
  },
  ...overrides,
});

async function renderMinted(assets: unknown[]) {
  const { api } = fakeApi({ UserMintedAssets: () => ({ userMintedAssets: assets }) });
  await renderWithRouter(<MintedItems />, { api, session: testSession({ user: sessionUser({}) }) });
}

describe('MintedItems', () => {
  it("lists the player's minted assets", async () => {
    await renderMinted([
      asset({}),
      asset({
        id: 'asset-2',
        chainId: 31337,
        tokenId: null,
        txHash: null,
        createdAt: '2026-11-18T10:00:00Z',
        collection: { id: 'c-2', slug: 'winter', name: 'Winter Badge', imagePath: null },
      }),
    ]);
    const list = await screen.findByRole('list', { name: 'Minted items' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first?.textContent).toContain('Starforge Relics');
    expect(first?.textContent).toContain('Base · Token #7');
    expect(first?.textContent).toContain('Tx 0xab12...cd34');
    expect(first?.textContent).toContain('Minted Nov 20, 2026');
    expect(first?.querySelector('img')?.getAttribute('src')).toBe('/images/starforge.png');
    expect(first?.querySelector('a')).toBeNull();
    expect(second?.textContent).toContain('Winter Badge');
    expect(second?.textContent).toContain('Chain 31337');
    expect(second?.textContent).not.toContain('Tx');
  });

  it('says when there is none', async () => {
    await renderMinted([]);
    expect(await screen.findByText('No minted items yet.')).toBeTruthy();
  });
});
