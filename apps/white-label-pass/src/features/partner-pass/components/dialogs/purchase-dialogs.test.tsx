// spec 1 §2 Buy premium pass and Buy XP booster of a partner player, paid by card or crypto (spec 1 §4):
// the choices the server's payment settings allow (spec 1 §8 "... Payment is not supported", spec 1 §6
// premium crypto switch), and the checkout that opens in place of the buy modal.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  RouterProvider,
  createMemoryHistory,
  createRootRouteWithContext,
  createRouter,
} from '@tanstack/react-router';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@levelup/api/client';
import type { PaymentSettings } from '@levelup/api/payments';
import { modalQueueStore } from '@levelup/ui/modal-queue/modal-queue-store';
import type { RouterContext } from '#app/router.tsx';
import { BuyBoosterDialog, BuyPremiumDialog } from './purchase-dialogs.tsx';
import { operationName } from '@levelup/api/testing/operation-name';

// jsdom has no scrolling, which the router's scroll restoration calls.
beforeEach(() => {
  window.scrollTo = vi.fn() as typeof window.scrollTo;
});
afterEach(() => act(() => modalQueueStore.setState({ queue: [] })));

const local = {
  chainId: 31337,
  name: 'Local',
  currencySymbol: 'ETH',
  rpcUrl: 'http://127.0.0.1:1',
};
const cryptoOnly: PaymentSettings = {
  cardPublishableKey: null,
  cryptoChains: [local],
  devWallet: null,
};
const season = {
  id: 'bp-1',
  group: 'nebula-guild',
  key: 's1',
  xpBoosters: ['XP_BOOSTER_7D'],
  premiumPassItemKey: 'NG_PREMIUM_PASS',
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
const prices = [
  price('COIN', 'GOLD', 4000),
  price('CREDIT_CARD', 'USD', 9.99),
  price('CRYPTO', 'ETH', 0.004, 8453),
  price('CRYPTO', 'ETH', 0.003, 31337),
];
const shopItem = (key: string, name: string, duration: number | null) => ({
  key,
  name,
  type: duration ? 'XP_BOOSTER' : 'BATTLE_PASS_PREMIUM',
  isPurchasable: true,
  metadata: { duration },
  prices,
});

type Document = { toString(): string };

/** The dialog under a router whose context holds an API answering the payment settings and the shop. */
async function renderDialog(settings: PaymentSettings, dialog: ReactNode, gold = 9000) {
  const answers: Record<string, unknown> = {
    Me: { me: { id: 'user-1', allyToken: 0, gold, playpoints: 0, snowflakes: 0 } },
    PaymentSettings: { paymentSettings: settings },
    ShopItems: {
      shopItems: [
        shopItem('NG_PREMIUM_PASS', 'Premium Pass', null),
        shopItem('XP_BOOSTER_7D', '7-DAY XP BOOST', 7),
      ],
    },
  };
  // graphql-request takes the document alone, or inside an options object (the `me` query).
  const request = vi.fn((documentOrOptions: Document | { document: Document }) => {
    const document =
      'document' in documentOrOptions ? documentOrOptions.document : documentOrOptions;
    const name = operationName(document);
    if (!name || !(name in answers)) throw new Error(`unexpected operation ${name} in a test`);
    return Promise.resolve(answers[name]);
  });
  const api = { request } as unknown as ApiClient;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const root = createRootRouteWithContext<RouterContext>()({ component: () => dialog });
  const router = createRouter({
    routeTree: root,
    history: createMemoryHistory({ initialEntries: ['/'] }),
    context: { queryClient, api },
  });
  await act(() => router.load());
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const openModals = () => modalQueueStore.getState().queue.map((modal) => modal.id);

describe('Buy premium pass by card or crypto (spec 1 §2, §4, §6, §8)', () => {
  it('pays crypto on the chain the server takes; the card says it is not supported', async () => {
    const onClose = vi.fn();
    await renderDialog(
      cryptoOnly,
      <BuyPremiumDialog season={season} unavailable={false} premiumCrypto onClose={onClose} />,
    );
    const crypto = await screen.findByRole('radio', { name: /Crypto \(ETH\)/ });
    await waitFor(() => expect(crypto).toHaveProperty('disabled', false));
    expect(screen.getAllByRole('radio', { name: /Crypto \(ETH\)/ })).toHaveLength(1);
    expect(screen.getByRole('radio', { name: /Credit Card/ })).toHaveProperty('disabled', true);
    expect(screen.getByText('Credit Card Payment is not supported')).toBeTruthy();
    fireEvent.click(crypto);
    fireEvent.click(screen.getByRole('button', { name: 'CONFIRM' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(openModals()).toEqual(['partner-checkout']);
  });

  it('pays by card with a card key; crypto waits for the premium crypto switch', async () => {
    const onClose = vi.fn();
    await renderDialog(
      { ...cryptoOnly, cardPublishableKey: 'pk_test_1' },
      <BuyPremiumDialog
        season={season}
        unavailable={false}
        premiumCrypto={false}
        onClose={onClose}
      />,
    );
    const card = await screen.findByRole('radio', { name: /Credit Card/ });
    await waitFor(() => expect(card).toHaveProperty('disabled', false));
    expect(screen.getByRole('radio', { name: /Crypto \(ETH\)/ })).toHaveProperty('disabled', true);
    expect(screen.getByText('Crypto Payment is not supported')).toBeTruthy();
    fireEvent.click(card);
    fireEvent.click(screen.getByRole('button', { name: 'CONFIRM' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(openModals()).toEqual(['partner-checkout']);
  });
});

describe('Buy XP booster by card or crypto (spec 1 §2, §4, §8)', () => {
  it('keeps PAY WITH CARD off without a card key and pays with crypto', async () => {
    const onClose = vi.fn();
    await renderDialog(
      cryptoOnly,
      <BuyBoosterDialog season={season} alreadyActive={false} onClose={onClose} />,
    );
    await screen.findByText('7-DAY XP BOOST');
    fireEvent.click(screen.getByRole('checkbox'));
    const payWithCrypto = screen.getByRole('button', { name: 'PAY WITH CRYPTO' });
    await waitFor(() => expect(payWithCrypto).toHaveProperty('disabled', false));
    expect(screen.getByRole('button', { name: 'PAY WITH CARD' })).toHaveProperty('disabled', true);
    expect(screen.getByText('Credit Card Payment is not supported')).toBeTruthy();
    fireEvent.click(payWithCrypto);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(openModals()).toEqual(['partner-checkout']);
  });

  it("shows the player's Gold and marks the Gold price they cannot pay (issue 10 fault 14)", async () => {
    await renderDialog(
      cryptoOnly,
      <BuyPremiumDialog season={season} unavailable={false} premiumCrypto onClose={vi.fn()} />,
      1200,
    );
    await waitFor(() =>
      expect(screen.getByText('Your balance').nextSibling?.textContent).toBe('1,200 Gold'),
    );
    const gold = screen.getByRole('radio', { name: /^Gold/ });
    expect(gold).toHaveProperty('disabled', true);
    expect(gold.closest('label')?.textContent).toBe('Gold4,000 Gold · Not enough Gold');
  });
});
