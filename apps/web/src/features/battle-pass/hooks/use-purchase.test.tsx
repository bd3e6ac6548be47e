// Issue 10: a BUY press carries one idempotency key, kept when the purchase is retried after its answer
// was lost, and a new press is a new key.
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sessionUser, testSession } from '#app/session/session.fixtures.ts';
import { fakeApi } from '#shared/testing/fake-api.ts';
import { renderWithRouter } from '#shared/testing/render-with-router.tsx';
import { useCoinPurchase } from './use-purchase.ts';

function BuyButton({ onBought }: { onBought: () => void }) {
  const purchase = useCoinPurchase({
    product: 'premium',
    onClose: () => undefined,
    onBought,
  });
  return (
    <button
      type="button"
      onClick={() => purchase.buy({ itemKey: 'S1_PREMIUM_PASS', currency: 'GOLD' })}
    >
      BUY
    </button>
  );
}

describe('useCoinPurchase', () => {
  it('retries a purchase whose answer was lost with the same key; the next BUY has a new key', async () => {
    const keys: Array<string | undefined> = [];
    let tries = 0;
    const { api } = fakeApi({
      PurchaseShopItem: (_variables, headers) => {
        keys.push(headers['Idempotency-Key']);
        tries += 1;
        // The first try's answer never arrives (socket closed).
        if (tries === 1) throw new TypeError('fetch failed');
        return {
          purchaseShopItem: {
            txId: String(tries),
            status: 'SUCCESS',
            signedRequest: null,
            stripe: null,
          },
        };
      },
      Me: () => ({ me: sessionUser() }),
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const onBought = vi.fn();
    await renderWithRouter(<BuyButton onBought={onBought} />, {
      api,
      queryClient,
      session: testSession({ user: sessionUser(), queryClient }),
    });

    fireEvent.click(screen.getByRole('button', { name: 'BUY' }));
    await waitFor(() => expect(onBought).toHaveBeenCalledTimes(1), { timeout: 3000 });
    fireEvent.click(screen.getByRole('button', { name: 'BUY' }));
    await waitFor(() => expect(onBought).toHaveBeenCalledTimes(2));

    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });
});
