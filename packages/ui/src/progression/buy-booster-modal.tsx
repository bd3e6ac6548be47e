// spec 1 §2 Modals (Buy XP booster), spec 1 §5 booster purchase, spec 1 §8, spec 1 §9 booster constants.
import type { Currency } from '@levelup/domain/currency';
import {
  BOOSTER_XP_MULTIPLIER,
  boosterDurationDays,
  isBoosterItemKey,
  sortBoostersLongestFirst,
} from '@levelup/domain/xp-boost';
import { useId, useState } from 'react';
import { boosterText, currencyText } from '../i18n/product-words.ts';
import { Button } from '../primitives/button.tsx';
import { paymentText } from '../payments/payment-texts.ts';
import { Dialog } from '../primitives/dialog.tsx';
import { BoltIcon } from '../primitives/icons.tsx';
import { ChoiceGroup } from './choice-group.tsx';
import { canAfford, coinPrices, notEnoughLabel, priceLabel } from './lib/shop-price.ts';
import type { CoinBalances, ShopItemPrice } from './lib/shop-price.ts';
import { PlayerBalance } from './player-balance.tsx';
import { TermsCheckbox } from './terms-checkbox.tsx';
import { useProgressionText } from '../i18n/progression-text.ts';

/** A purchasable booster (spec 1 §3 Shop item); the API's ShopItem fits it. */
export type BoosterOffer = {
  key: string;
  name: string;
  /** Duration in days; read from the key (BATTLE_PASS_XP_BOOSTER_7D) when missing. */
  metadata: { duration: number | null };
  prices: ReadonlyArray<ShopItemPrice>;
};

/** What BUY NOW asks for: one booster, paid with one in-app currency (quantity 1). */
export type BoosterPurchase = { itemKey: string; currency: Currency; price: number };

/** Another way to pay (card, crypto; issue 5): disabled until the caller gives it `onSelect`. */
export type OtherPaymentOption = {
  id: string;
  label: string;
  /** Shown under a disabled option, e.g. "Credit Card Payment is not supported". */
  note?: string | null;
  onSelect?: (itemKey: string) => void;
};

export type BuyBoosterModalProps = {
  boosters: ReadonlyArray<BoosterOffer>;
  onBuy: (purchase: BoosterPurchase) => void;
  onClose: () => void;
  /** Duration selected first; the longest one otherwise. */
  defaultItemKey?: string;
  /**
   * Multi-booster purchase is off and a booster is active (spec 1 §5): BUY NOW says so and is disabled,
   * and nothing can be chosen (issue 10 fault 13: no choosing a duration and ticking the terms first).
   */
  alreadyActive?: boolean;
  /**
   * The player's balances (issue 10 fault 14): shown with the cost; a duration or currency they cannot
   * pay is marked "Not enough Gold" (still selectable, for card or crypto) and BUY NOW is disabled.
   */
  balances?: CoinBalances;
  /** The purchase request is running. */
  pending?: boolean;
  /** A purchase error to show, such as "Invalid XP booster configuration". */
  error?: string | null;
  otherPaymentOptions?: ReadonlyArray<OtherPaymentOption>;
  termsHref?: string;
  open?: boolean;
};

function offerDays(offer: BoosterOffer): number | null {
  if (offer.metadata.duration !== null) return offer.metadata.duration;
  return isBoosterItemKey(offer.key) ? boosterDurationDays(offer.key) : null;
}

function offerName(offer: BoosterOffer): string {
  const days = offerDays(offer);
  return days === null ? offer.name : boosterText(days);
}

/** Pick a duration (longest first), see the cost, tick the terms, BUY NOW. */
export function BuyBoosterModal({
  boosters,
  onBuy,
  onClose,
  defaultItemKey,
  alreadyActive = false,
  balances,
  pending = false,
  error,
  otherPaymentOptions = [],
  termsHref,
  open = true,
}: BuyBoosterModalProps) {
  const t = useProgressionText();
  const sorted = sortBoostersLongestFirst(
    boosters.map((offer) => ({ ...offer, metadata: { duration: offerDays(offer) } })),
  );
  const [selectedKey, setSelectedKey] = useState(defaultItemKey ?? sorted[0]?.key ?? null);
  const [selectedCurrency, setSelectedCurrency] = useState<Currency | null>(null);
  const [accepted, setAccepted] = useState(false);

  const selected = sorted.find((offer) => offer.key === selectedKey) ?? sorted[0] ?? null;
  const prices = selected ? coinPrices(selected.prices) : [];
  const price = prices.find((entry) => entry.currency === selectedCurrency) ?? prices[0] ?? null;
  const affordable = price !== null && canAfford(price, balances);
  const canBuy = accepted && !alreadyActive && !pending && selected !== null && affordable;
  const shownError =
    error ?? (selected && !price ? paymentText('invalidBoosterConfiguration') : null);

  // The price of each duration in the chosen currency, so the options can be compared.
  const durationPrice = (offer: BoosterOffer) => {
    const offerPrices = coinPrices(offer.prices);
    const match = offerPrices.find((entry) => entry.currency === price?.currency) ?? offerPrices[0];
    if (!match) return null;
    return canAfford(match, balances)
      ? priceLabel(match)
      : t('progression.buyPremium.priceWithShortfall', {
          price: priceLabel(match),
          shortfall: notEnoughLabel(match.currency),
        });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next || pending ? undefined : onClose())}
      title={t('progression.buyBooster.title')}
      description={t('progression.boosterActivated.body', { multiplier: BOOSTER_XP_MULTIPLIER })}
      actions={
        <Button
          onClick={() => {
            if (canBuy)
              onBuy({ itemKey: selected.key, currency: price.currency, price: price.price });
          }}
          disabled={!canBuy && !pending}
          pending={pending}
        >
          {t(
            alreadyActive
              ? 'progression.buyBooster.alreadyActive'
              : 'progression.buyBooster.buyNow',
          )}
        </Button>
      }
    >
      <p className="flex items-center gap-2 self-start rounded-full bg-accent px-3 py-1 text-sm font-bold text-surface">
        <BoltIcon className="size-4" />
        {t('progression.buyBooster.multiplier', { multiplier: BOOSTER_XP_MULTIPLIER })}
      </p>
      <ChoiceGroup
        legend={t('progression.buyBooster.duration')}
        disabled={pending || alreadyActive}
        value={selected?.key ?? null}
        onValueChange={setSelectedKey}
        choices={sorted.map((offer) => ({
          value: offer.key,
          label: offerName(offer),
          detail: durationPrice(offer),
        }))}
      />
      {prices.length > 1 ? (
        <ChoiceGroup
          legend={t('progression.buyBooster.payWith')}
          disabled={pending || alreadyActive}
          value={price?.currency ?? null}
          onValueChange={(value) => setSelectedCurrency(value as Currency)}
          choices={prices.map((entry) => ({
            value: entry.currency,
            label: currencyText(entry.currency),
            detail: canAfford(entry, balances) ? null : notEnoughLabel(entry.currency),
          }))}
        />
      ) : null}
      {price ? (
        <p className="flex items-baseline justify-between gap-2 border-t border-ink-muted/20 pt-3">
          <span className="text-sm text-ink-muted">{t('progression.buyBooster.cost')}</span>
          <span className="text-lg font-bold tabular-nums">{priceLabel(price)}</span>
        </p>
      ) : null}
      {balances && price ? (
        <PlayerBalance balances={balances} currencies={prices.map((entry) => entry.currency)} />
      ) : null}
      {price && !affordable ? (
        <p className="text-sm font-semibold text-danger">{notEnoughLabel(price.currency)}</p>
      ) : null}
      <TermsCheckbox
        checked={accepted}
        onCheckedChange={setAccepted}
        disabled={pending || alreadyActive}
        termsHref={termsHref}
      />
      {otherPaymentOptions.length > 0 && selected ? (
        <OtherPaymentOptions
          options={otherPaymentOptions}
          itemKey={selected.key}
          enabled={accepted && !alreadyActive && !pending}
        />
      ) : null}
      {shownError ? (
        <p role="alert" className="text-sm font-semibold text-danger">
          {shownError}
        </p>
      ) : null}
    </Dialog>
  );
}

function OtherPaymentOptions({
  options,
  itemKey,
  enabled,
}: {
  options: ReadonlyArray<OtherPaymentOption>;
  itemKey: string;
  enabled: boolean;
}) {
  return (
    <div className="flex flex-col gap-2">
      {options.map((option) => (
        <OtherPaymentButton key={option.id} option={option} itemKey={itemKey} enabled={enabled} />
      ))}
    </div>
  );
}

function OtherPaymentButton({
  option,
  itemKey,
  enabled,
}: {
  option: OtherPaymentOption;
  itemKey: string;
  enabled: boolean;
}) {
  const noteId = useId();
  const { onSelect } = option;
  const note = !onSelect && option.note ? option.note : null;
  return (
    <div className="flex flex-col gap-1">
      <Button
        variant="secondary"
        disabled={!enabled || !onSelect}
        aria-describedby={note ? noteId : undefined}
        onClick={() => onSelect?.(itemKey)}
      >
        {option.label}
      </Button>
      {note ? (
        <p id={noteId} className="text-xs text-ink-muted">
          {note}
        </p>
      ) : null}
    </div>
  );
}
