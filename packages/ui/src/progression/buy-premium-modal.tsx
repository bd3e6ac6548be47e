// spec 1 §2 Modals: Buy premium pass (choose a payment, see the price, CONFIRM and Cancel);
// spec 1 §8 Premium unavailable and purchase-flow errors.
import { useState } from 'react';
import { currencyText } from '../i18n/product-words.ts';
import { Button } from '../primitives/button.tsx';
import { paymentText } from '../payments/payment-texts.ts';
import { Dialog } from '../primitives/dialog.tsx';
import { ChoiceGroup } from './choice-group.tsx';
import {
  canAfford,
  coinPrices,
  isCoinPrice,
  notEnoughLabel,
  priceLabel,
} from './lib/shop-price.ts';
import type { CoinBalances, PaymentType, ShopItemPrice } from './lib/shop-price.ts';
import { PlayerBalance } from './player-balance.tsx';
import { progressionText, useProgressionText } from '../i18n/progression-text.ts';

export type BuyPremiumModalProps<Price extends ShopItemPrice = ShopItemPrice> = {
  /** The premium pass's prices; in-app currency prices are offered first, then card, then crypto. */
  prices: ReadonlyArray<Price>;
  /** Called with the chosen price as given (with its chain id for crypto). */
  onConfirm: (price: Price) => void;
  onCancel: () => void;
  /** Payment types shown but not selectable, each with why (e.g. "Crypto Payment is not supported"). */
  unsupportedPaymentTypes?: Partial<Record<PaymentType, string>>;
  /** The premium pass feature is off (spec 1 §8): only the message and Cancel. */
  unavailable?: boolean;
  /**
   * The player's balances (issue 10 fault 14): shown under the options, and an in-app price they do
   * not cover is marked "Not enough Gold" and not selectable.
   */
  balances?: CoinBalances;
  /** The purchase request is running. */
  pending?: boolean;
  error?: string | null;
  open?: boolean;
};

const ORDER: Record<PaymentType, number> = { COIN: 0, CREDIT_CARD: 1, CRYPTO: 2 };

function choiceLabel(price: ShopItemPrice): string {
  if (isCoinPrice(price)) return currencyText(price.currency);
  return price.paymentType === 'CREDIT_CARD'
    ? progressionText('progression.buyPremium.creditCard')
    : progressionText('progression.buyPremium.crypto', { currencyName: price.currency });
}

/** Buys the premium pass with an in-app currency, a credit card or crypto. */
export function BuyPremiumModal<Price extends ShopItemPrice>({
  prices,
  onConfirm,
  onCancel,
  unsupportedPaymentTypes = {},
  unavailable = false,
  balances,
  pending = false,
  error,
  open = true,
}: BuyPremiumModalProps<Price>) {
  const t = useProgressionText();
  const choices = prices
    .map((price, index) => ({ price, value: String(index) }))
    .sort((a, b) => ORDER[a.price.paymentType] - ORDER[b.price.paymentType]);
  const isSelectable = (price: Price) =>
    !unsupportedPaymentTypes[price.paymentType] && canAfford(price, balances);
  const selectable = choices.filter(({ price }) => isSelectable(price));
  const [picked, setPicked] = useState<string | null>(null);
  const selected = selectable.find((choice) => choice.value === picked) ?? selectable[0] ?? null;
  const unsupportedNotes = [
    ...new Set(choices.map(({ price }) => unsupportedPaymentTypes[price.paymentType])),
  ].filter((note): note is string => Boolean(note));
  const shownError =
    error ?? (!unavailable && choices.length === 0 ? paymentText('missingItemKeyOrPrice') : null);
  const canConfirm = !unavailable && !pending && selected !== null;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next || pending ? undefined : onCancel())}
      title={t('progression.buyPremium.title')}
      description={
        unavailable
          ? t('progression.buyPremium.unavailable')
          : t('progression.buyPremium.description')
      }
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={pending}>
            {t('progression.cancel')}
          </Button>
          <Button
            onClick={() => {
              if (canConfirm) onConfirm(selected.price);
            }}
            disabled={!canConfirm && !pending}
            pending={pending}
          >
            {t('progression.buyPremium.confirm')}
          </Button>
        </>
      }
    >
      {!unavailable && choices.length > 0 ? (
        <>
          <ChoiceGroup
            legend={t('progression.buyPremium.paymentMethod')}
            disabled={pending}
            value={selected?.value ?? null}
            onValueChange={setPicked}
            choices={choices.map(({ price, value }) => ({
              value,
              label: choiceLabel(price),
              detail:
                isCoinPrice(price) && !canAfford(price, balances)
                  ? t('progression.buyPremium.priceWithShortfall', {
                      price: priceLabel(price),
                      shortfall: notEnoughLabel(price.currency),
                    })
                  : priceLabel(price),
              disabled: !isSelectable(price),
            }))}
          />
          {balances ? (
            <PlayerBalance
              balances={balances}
              currencies={coinPrices(choices.map(({ price }) => price)).map(
                (price) => price.currency,
              )}
            />
          ) : null}
          {unsupportedNotes.map((note) => (
            <p key={note} className="text-xs text-ink-muted">
              {note}
            </p>
          ))}
          {selected ? (
            <p className="flex items-baseline justify-between gap-2 border-t border-ink-muted/20 pt-3">
              <span className="text-sm text-ink-muted">{t('progression.buyPremium.price')}</span>
              <span className="text-lg font-bold tabular-nums">{priceLabel(selected.price)}</span>
            </p>
          ) : null}
        </>
      ) : null}
      {shownError ? (
        <p role="alert" className="text-sm font-semibold text-danger">
          {shownError}
        </p>
      ) : null}
    </Dialog>
  );
}
