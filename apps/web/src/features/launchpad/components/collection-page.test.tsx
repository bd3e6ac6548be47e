// spec 2 §2 /mints/{slug}: the page in each of the player's states (guest, unqualified, qualified,
// reserved, expired, processing, completed), sold out, a disabled mint and an unknown slug.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { modalQueueStore } from '@levelup/ui/modal-queue/modal-queue-store';
import { sessionUser, testSession } from '#app/session/session.fixtures.ts';
import { fakeApi, type FakeOperation } from '#shared/testing/fake-api.ts';
import { wallFlags } from '../../wall/lib/wall-test-api.fixtures.ts';
import { renderWithRouter } from '#shared/testing/render-with-router.tsx';
import { collectionFixture, reservationFixture } from '../lib/collection.fixtures.ts';
import type { LaunchpadCollection } from '../lib/collection-view.ts';
import { CollectionPage } from './collection-page.tsx';

afterEach(() => act(() => modalQueueStore.setState({ queue: [] })));

async function renderPage(
  collection: LaunchpadCollection | null,
  {
    signedIn = true,
    operations = {},
  }: { signedIn?: boolean; operations?: Record<string, FakeOperation> } = {},
) {
  const { api, request } = fakeApi({
    LaunchpadCollection: ({ slug }) => {
      expect(slug).toBe('winter-badge');
      return { launchpadCollection: collection };
    },
    // spec 2 §5: the disabled-mints list of the feature flags.
    FeatureFlags: () => ({ featureFlags: wallFlags({ disabledMints: ['collection-disabled'] }) }),
    ...operations,
  });
  await renderWithRouter(<CollectionPage slug="winter-badge" signedIn={signedIn} />, {
    api,
    path: '/mints/winter-badge',
    ...(signedIn ? { session: testSession({ user: sessionUser() }) } : {}),
  });
  await screen.findByRole('heading', { name: 'Winter Badge' });
  return { request };
}

const banner = () => screen.getByRole('region', { name: 'Mint status' }).textContent;
const reserveButton = () => screen.queryByRole('button', { name: 'RESERVE NOW' });

describe('the collection page (spec 2 §2 /mints/{slug})', () => {
  it('guest: header, progress, countdown, missions, and RESERVE NOW leading to sign-in', async () => {
    await renderPage(collectionFixture(), { signedIn: false });
    expect(screen.getByText('Live')).toBeTruthy();
    expect(screen.getByText('Polygon')).toBeTruthy();
    expect(
      screen.getByRole('progressbar', { name: 'Progress' }).getAttribute('aria-valuetext'),
    ).toBe('42%');
    expect(screen.getByRole('timer', { name: 'Ends in' })).toBeTruthy();
    expect(banner()).toBe('COMPLETE MISSIONS');
    expect(screen.getByRole('progressbar', { name: 'Play 3 matches' })).toBeTruthy();
    const link = screen.getByRole('link', { name: 'RESERVE NOW' });
    expect(link.getAttribute('href')).toMatch(/^\/auth\/login\?/);
    expect(decodeURIComponent(link.getAttribute('href') ?? '')).toContain('/mints/winter-badge');
  });

  it('unqualified: COMPLETE MISSIONS and RESERVE NOW disabled', async () => {
    await renderPage(collectionFixture({}, { state: 'UNQUALIFIED' }));
    expect(banner()).toBe('COMPLETE MISSIONS');
    expect(
      (await screen.findByRole('button', { name: 'RESERVE NOW' })) as HTMLButtonElement,
    ).toHaveProperty('disabled', true);
  });

  it('qualified: MISSIONS COMPLETE and RESERVE NOW enabled', async () => {
    await renderPage(collectionFixture({}, { state: 'QUALIFIED' }));
    expect(banner()).toBe('MISSIONS COMPLETE');
    const button = (await screen.findByRole('button', {
      name: 'RESERVE NOW',
    })) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
  });

  it('upcoming and qualified: QUALIFIED, a start countdown, no reserve', async () => {
    await renderPage(
      collectionFixture(
        { releasedAt: '2098-01-01T00:00:00.000Z', status: 'UPCOMING' },
        { state: 'QUALIFIED' },
      ),
    );
    expect(banner()).toBe('QUALIFIED');
    expect(screen.getByRole('timer', { name: 'Starts in' })).toBeTruthy();
    expect(reserveButton()).toBeNull();
  });

  it('reserved: RESERVED, the card counts down, MINT NOW mints once per press with a key', async () => {
    const mints: { variables: Record<string, unknown>; headers: Record<string, string> }[] = [];
    const reservation = reservationFixture();
    await renderPage(collectionFixture({}, { state: 'RESERVED', reservation }), {
      operations: {
        MintReservation: (variables, headers) => {
          mints.push({ variables, headers });
          return {
            mintReservation: {
              reservation: { ...reservation, state: 'PROCESSING' },
              voucher: null,
            },
          };
        },
      },
    });
    expect(banner()).toBe('RESERVED');
    const timer = await screen.findByRole('timer', { name: 'Expires in' });
    expect(timer.textContent).toMatch(/^00:(09|10):\d\d$/);
    expect(reserveButton()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'MINT NOW' }));
    await waitFor(() => expect(mints).toHaveLength(1));
    expect(mints[0]?.variables).toEqual({ reservationId: 'reservation-1' });
    expect(mints[0]?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('expired: ITEM EXPIRED! with OK, which puts the card away', async () => {
    const reservation = reservationFixture({
      state: 'EXPIRED',
      reservationExpiredAt: new Date(Date.now() - 1000).toISOString(),
    });
    await renderPage(collectionFixture({}, { state: 'EXPIRED', reservation }));
    expect(banner()).toBe('MISSIONS COMPLETE');
    expect(await screen.findByText('ITEM EXPIRED!')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'MINT NOW' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByText('ITEM EXPIRED!')).toBeNull();
    // Another try is the server's to allow (its per-player limit).
    expect(reserveButton()).toBeTruthy();
  });

  it('a reservation past its time shows ITEM EXPIRED! before the server says so', async () => {
    const reservation = reservationFixture({
      reservationExpiredAt: new Date(Date.now() - 1000).toISOString(),
    });
    await renderPage(collectionFixture({}, { state: 'RESERVED', reservation }));
    expect(await screen.findByText('ITEM EXPIRED!')).toBeTruthy();
  });

  it("processing: RESERVED and the offchain action's pending message", async () => {
    const reservation = reservationFixture({
      state: 'PROCESSING',
      offchainAction: {
        actionType: 'Airdrop',
        scheduledAt: null,
        pendingDisplay: 'Your badge is being airdropped.',
      },
    });
    await renderPage(collectionFixture({}, { state: 'PROCESSING', reservation }));
    expect(banner()).toBe('RESERVED');
    expect(await screen.findByText('Your badge is being airdropped.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'MINT NOW' })).toBeNull();
  });

  it('processing without a message: a countdown to the airdrop', async () => {
    const reservation = reservationFixture({
      state: 'PROCESSING',
      offchainAction: {
        actionType: 'Airdrop',
        scheduledAt: new Date(Date.now() + 30 * 60_000).toISOString(),
        pendingDisplay: null,
      },
    });
    await renderPage(collectionFixture({}, { state: 'PROCESSING', reservation }));
    expect((await screen.findByRole('timer', { name: 'Airdrop in' })).textContent).toMatch(
      /^00:(29|30):\d\d$/,
    );
  });

  it('completed: CLAIMED and no card', async () => {
    const reservation = reservationFixture({ state: 'COMPLETED' });
    await renderPage(collectionFixture({}, { state: 'COMPLETED', reservation }));
    expect(banner()).toBe('CLAIMED');
    await act(() => import('./player-collection-actions.tsx'));
    expect(screen.queryByRole('region', { name: 'Your reservation' })).toBeNull();
    expect(reserveButton()).toBeNull();
  });

  it('completed: what the player holds of the badge, and its token on a chain (spec 2 §7 by item key)', async () => {
    const asked: unknown[] = [];
    const reservation = reservationFixture({ state: 'COMPLETED' });
    await renderPage(
      collectionFixture({ badgeItemKey: 'BADGE_WINTER' }, { state: 'COMPLETED', reservation }),
      {
        operations: {
          CollectionHoldings: (variables) => {
            asked.push(variables);
            return {
              userItems: [{ itemKey: 'BADGE_WINTER', quantity: 1, item: { name: 'Winter Badge' } }],
              chainTokens: [
                {
                  collectionId: 'collection-1',
                  chainId: 137,
                  contractAddress: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
                  tokenId: '7',
                  txHash: `0x${'ab'.repeat(32)}`,
                  mintedAt: '2026-11-28T10:00:00.000Z',
                },
              ],
            };
          },
        },
      },
    );
    const holdings = await screen.findByRole('region', { name: 'Your collection' });
    expect(asked).toEqual([{ itemKey: 'BADGE_WINTER' }]);
    expect(holdings.textContent).toContain('You hold 1 Winter Badge');
    expect(within(holdings).getByRole('list', { name: 'Your tokens on a chain' }).textContent).toBe(
      'Token #7 on Polygon · transaction 0xabab...abab',
    );
  });

  it('a badge the player holds none of: no holdings shown', async () => {
    await renderPage(collectionFixture({ badgeItemKey: 'BADGE_WINTER' }, { state: 'QUALIFIED' }), {
      operations: { CollectionHoldings: () => ({ userItems: [], chainTokens: [] }) },
    });
    await screen.findByRole('button', { name: 'RESERVE NOW' });
    expect(screen.queryByRole('region', { name: 'Your collection' })).toBeNull();
  });

  it('sold out: SOLD OUT, ENDED and no reserve', async () => {
    await renderPage(
      collectionFixture(
        { reservedCount: 100, isSoldOut: true, soldFraction: 1 },
        { state: 'QUALIFIED' },
      ),
    );
    expect(screen.getByText('SOLD OUT')).toBeTruthy();
    expect(banner()).toBe('ENDED');
    await act(() => import('./player-collection-actions.tsx'));
    expect(reserveButton()).toBeNull();
  });

  it('a disabled mint: MINT COMING SOON, disabled', async () => {
    const reservation = reservationFixture({ collectionId: 'collection-disabled' });
    await renderPage(
      collectionFixture({ id: 'collection-disabled' }, { state: 'RESERVED', reservation }),
    );
    const button = (await screen.findByRole('button', {
      name: 'MINT COMING SOON',
    })) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });

  it('an unknown slug (or one without a release date): nothing here', async () => {
    const { api } = fakeApi({ LaunchpadCollection: () => ({ launchpadCollection: null }) });
    await renderWithRouter(<CollectionPage slug="winter-badge" signedIn={false} />, { api });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'There is no collection here.',
    );
  });

  it('while the session is restored: the visitor page shows, inert (issue 28, server-rendered)', async () => {
    const { api } = fakeApi({
      LaunchpadCollection: () => ({ launchpadCollection: collectionFixture() }),
      FeatureFlags: () => ({ featureFlags: wallFlags() }),
    });
    await renderWithRouter(<CollectionPage slug="winter-badge" signedIn={false} restoring />, {
      api,
    });
    const heading = await screen.findByRole('heading', { name: 'Winter Badge', hidden: true });
    expect(heading.closest('[inert]')).not.toBeNull();
  });
});
