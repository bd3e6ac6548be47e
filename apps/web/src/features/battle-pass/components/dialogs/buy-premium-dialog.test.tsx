import { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentSettings } from '@levelup/api/payments';
import { fixtureBattlePass } from '@levelup/api/testing/battle-pass-page.fixtures';
import { playerStateFixture } from '@levelup/api/testing/progression.fixtures';
import { modalQueueStore } from '@levelup/ui/modal-queue/modal-queue-store';
import { sessionUser, testSession } from '#app/session/session.fixtures.ts';
import { fakeApi } from '#shared/testing/fake-api.ts';
import { renderWithRouter } from '#shared/testing/render-with-router.tsx';
import { BATTLE_PASS_MODALS } from '../modals.tsx';
import BuyPremiumDialog from './buy-premium-dialog.tsx';

afterEach(() => act(() => modalQueueStore.setState({ queue: [] })));

const { levels: _levels, ...season } = fixtureBattlePass;
const local = {
  chainId: 31337,
  name: 'Local',
  currencySymbol: 'ETH',
  rpcUrl: 'http://127.0.0.1:4198',
};
const noCard: PaymentSettings = {
  cardPublishableKey: null,
  cryptoChains: [local],
  devWallet: null,
};
const price = (
  paymentType: string,
  currency: string,
  amount: number,
  chainId: number | null = null,
) => ({
  price: amount,
  currency,
  paymentType,
  metadata: { chainId },
});

const defaultPrices = [
  price('CREDIT_CARD', 'USD', 9.99),
  price('CRYPTO', 'ETH', 0.004, 8453),
  price('CRYPTO', 'ETH', 0.003, 31337),
];

async function renderBuyPremium({
  premiumCrypto = true,
  settings = noCard,
  prices = defaultPrices,
  gold = 120,
}: {
  premiumCrypto?: boolean;
  settings?: PaymentSettings;
  prices?: ReturnType<typeof price>[];
  gold?: number;
} = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const { api, request } = fakeApi({
    BattlePassSettings: () => ({ battlePass: season }),
    UserBattlePassState: () => ({ userBattlePassState: playerStateFixture() }),
    FeatureFlags: () => ({
      featureFlags: {
        battlePass: true,
        shop: true,
        cms: true,
        premiumPass: true,
        premiumCrypto,
        multiBoosterPurchaseDisabled: true,
        legendaryChestDisabled: false,
        wallSidebarLiveCollections: false,
        wallGuestCriteria: false,
        captchaFeatures: [],
        captchaSiteKey: null,
      },
    }),
    PaymentSettings: () => ({ paymentSettings: settings }),
    ShopItems: () => ({
      shopItems: [
        {
          key: 'S1_PREMIUM_PASS',
          name: 'Premium Battle Pass',
          type: 'BATTLE_PASS_PREMIUM',
          isPurchasable: true,
          metadata: { duration: null },
          prices,
        },
      ],
    }),
  });
  const onClose = vi.fn();
  await renderWithRouter(<BuyPremiumDialog onClose={onClose} />, {
    api,
    queryClient,
    session: testSession({ user: sessionUser({ gold }), queryClient }),
  });
  return { onClose, request };
}

describe('Buy premium pass with a card or crypto (spec 1 §2, §4, §8)', () => {
  it('opens the crypto checkout with the price on the chain the server takes, closing the buy modal', async () => {
    const { onClose } = await renderBuyPremium();
    const crypto = await screen.findByRole('radio', { name: /Crypto \(ETH\)/ });
    await waitFor(() => expect(crypto).toHaveProperty('disabled', false));
    expect(screen.getByRole('radio', { name: /Credit Card/ })).toHaveProperty('disabled', true);
    expect(screen.getByText('Credit Card Payment is not supported')).toBeTruthy();
    fireEvent.click(crypto);
    fireEvent.click(screen.getByRole('button', { name: 'CONFIRM' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(modalQueueStore.getState().queue.map((modal) => modal.id)).toEqual([
      BATTLE_PASS_MODALS.checkout.id,
    ]);
  });

  it('keeps crypto not selectable while the premium crypto switch is off', async () => {
    await renderBuyPremium({
      premiumCrypto: false,
      settings: { ...noCard, cardPublishableKey: 'pk_test_1' },
    });
    const card = await screen.findByRole('radio', { name: /Credit Card/ });
    await waitFor(() => expect(card).toHaveProperty('disabled', false));
    expect(screen.getByRole('radio', { name: /Crypto \(ETH\)/ })).toHaveProperty('disabled', true);
    expect(screen.getByText('Crypto Payment is not supported')).toBeTruthy();
  });

  it("shows the player's Gold and marks the Gold price they cannot pay (issue 10 fault 14)", async () => {
    await renderBuyPremium({ prices: [price('COIN', 'GOLD', 4000), ...defaultPrices], gold: 120 });
    const gold = await screen.findByRole('radio', { name: /^Gold/ });
    expect(gold).toHaveProperty('disabled', true);
    expect(gold.closest('label')?.textContent).toBe('Gold4,000 Gold · Not enough Gold');
    expect(screen.getByText('Your balance').nextSibling?.textContent).toBe('120 Gold');
  });
});
