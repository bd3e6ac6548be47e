// spec 1 §4 Wallet purchase in the browser: CONNECT WALLET when no wallet is connected (it must open
// within 10 s, spec 1 §5, else "Open wallet selection modal timed out"), then the crypto payment
// progress modal through its three steps until the purchase is SUCCESS. The wallet code loads here,
// on demand, so no page carries it before a player pays with crypto.
import { useEffect, useRef, useState } from 'react';
import { createActionKeys } from '@levelup/api/idempotency';
import {
  purchaseShopItem,
  submitCryptoTransactionHash,
  waitForPurchase,
} from '@levelup/api/payments';
import { CryptoPaymentProgressModal } from '@levelup/ui/payments/crypto-payment-progress-modal';
import type { CryptoPaymentStep } from '@levelup/ui/payments/crypto-payment-progress-modal';
import { paymentText } from '@levelup/ui/payments/payment-texts';
import { WalletSelectionModal } from '@levelup/ui/payments/wallet-selection-modal';
import type { WalletOption } from '@levelup/ui/payments/wallet-selection-modal';
import { CheckoutError, checkoutErrorText } from '../checkout-error.ts';
import type { CheckoutProps } from '../checkout-types.ts';
import { cryptoAmountLabel } from '../payment-options.ts';
import type { CryptoPrice } from '../payment-options.ts';
import { withTimeout } from '../with-timeout.ts';
import { payWithCrypto } from './crypto-purchase.ts';
import type { PayingWallet, SentPayment } from './crypto-purchase.ts';
import { walletErrorText } from './wallet-errors.ts';
import { loadWalletCode } from './wallet-loader.ts';
import type { WalletRuntime } from './wallet-runtime.ts';

/** spec 1 §9 wallet modal wait max 10 s. */
export const WALLET_MODAL_TIMEOUT_MS = 10_000;

export type CryptoCheckoutProps = CheckoutProps & {
  /** spec 1 §5: the item key and its crypto price on a chain the server takes. */
  purchase: { itemKey: string; price: CryptoPrice };
  /** Loads the wallet code; tests give their own. */
  loadWallets?: (settings: CheckoutProps['settings']) => Promise<WalletRuntime | null>;
};

const loadWalletRuntime = async (settings: CheckoutProps['settings']) =>
  (await loadWalletCode()).walletRuntime(settings);

type View =
  | {
      kind: 'selectWallet';
      wallets: WalletOption[];
      pendingId: string | null;
      error: string | null;
    }
  | { kind: 'progress'; step: CryptoPaymentStep; error: string | null };

/** Pays one item with a wallet; closes itself and calls `onSucceeded` once the purchase is SUCCESS. */
export function CryptoCheckout({
  purchase,
  itemName,
  settings,
  api,
  openSubscriptions,
  onSucceeded,
  onClose,
  errorText,
  loadWallets = loadWalletRuntime,
}: CryptoCheckoutProps) {
  const [view, setView] = useState<View>({
    kind: 'progress',
    step: 'processingRequest',
    error: null,
  });
  const [attempt, setAttempt] = useState(0);
  const runtime = useRef<WalletRuntime | null>(null);
  const sent = useRef<SentPayment | null>(null);
  const live = useRef(true);
  const waitAbort = useRef<AbortController | null>(null);
  // One idempotency key per step of this payment (issue 10): the purchase and the hash submission keep
  // theirs across the automatic retries and the player's Try again until they get an answer.
  const [actionKeys] = useState(() => createActionKeys());
  const callbacks = useRef({ onSucceeded, errorText });
  useEffect(() => {
    callbacks.current = { onSucceeded, errorText };
  });

  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
      waitAbort.current?.abort(new Error('closed'));
    };
  }, []);

  const fail = (step: CryptoPaymentStep, error: unknown) => {
    if (!live.current) return;
    setView({
      kind: 'progress',
      step,
      error: checkoutErrorText(error, 'CRYPTO', callbacks.current.errorText),
    });
  };

  const pay = async (wallet: PayingWallet | null) => {
    let step: CryptoPaymentStep = 'processingRequest';
    const onStep = (next: CryptoPaymentStep) => {
      step = next;
      if (live.current) setView({ kind: 'progress', step: next, error: null });
    };
    const abort = new AbortController();
    waitAbort.current = abort;
    const subscriptions = openSubscriptions();
    try {
      await payWithCrypto({
        itemKey: purchase.itemKey,
        price: purchase.price,
        wallet,
        sent: sent.current,
        onStep,
        onSent: (payment) => {
          sent.current = payment;
        },
        calls: {
          purchase: (input) =>
            actionKeys.run({ input }, ({ idempotencyKey }) =>
              purchaseShopItem(api, input, { idempotencyKey }),
            ),
          submitTransactionHash: (variables) =>
            actionKeys.run(variables, ({ idempotencyKey }) =>
              submitCryptoTransactionHash(api, variables, { idempotencyKey }),
            ),
          waitForSuccess: (txId) =>
            waitForPurchase({ client: api, subscriptions, txId, signal: abort.signal }),
        },
      });
      if (live.current) callbacks.current.onSucceeded();
    } catch (error) {
      if (!abort.signal.aborted) fail(step, error);
    } finally {
      subscriptions.dispose();
    }
  };

  // Loads the wallet code (10 s at most), then pays with the connected wallet or asks for one.
  useEffect(() => {
    let cancelled = false;
    const start = async () => {
      if (!runtime.current) {
        const loaded = await withTimeout(
          loadWallets(settings),
          WALLET_MODAL_TIMEOUT_MS,
          () => new CheckoutError(paymentText('walletModalTimedOut')),
        );
        if (!loaded) throw new CheckoutError(paymentText('cryptoNotSupported'));
        runtime.current = loaded;
      }
      if (cancelled) return;
      const wallet = sent.current ? null : runtime.current.connected();
      if (wallet || sent.current) await pay(wallet);
      else
        setView({
          kind: 'selectWallet',
          wallets: runtime.current.wallets(),
          pendingId: null,
          error: null,
        });
    };
    start().catch((error: unknown) => {
      if (!cancelled) fail('processingRequest', error);
    });
    return () => {
      cancelled = true;
    };
    // One run per attempt: Try again starts another.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  const selectWallet = (walletId: string) => {
    const wallets = runtime.current;
    if (!wallets || view.kind !== 'selectWallet') return;
    setView({ ...view, pendingId: walletId, error: null });
    wallets.connect(walletId, purchase.price.chainId).then(
      (wallet) => void pay(wallet),
      (error: unknown) => {
        if (!live.current) return;
        setView({
          kind: 'selectWallet',
          wallets: wallets.wallets(),
          pendingId: null,
          error:
            walletErrorText(error) ??
            checkoutErrorText(error, 'CRYPTO', callbacks.current.errorText),
        });
      },
    );
  };

  if (view.kind === 'selectWallet')
    return (
      <WalletSelectionModal
        wallets={view.wallets}
        onSelect={selectWallet}
        onClose={onClose}
        pendingId={view.pendingId}
        error={view.error}
      />
    );
  return (
    <CryptoPaymentProgressModal
      step={view.step}
      amountLabel={cryptoAmountLabel(purchase.price)}
      itemName={itemName}
      error={view.error}
      onClose={onClose}
      onRetry={() => {
        setView({ kind: 'progress', step: 'processingRequest', error: null });
        setAttempt((count) => count + 1);
      }}
    />
  );
}

export default CryptoCheckout;
