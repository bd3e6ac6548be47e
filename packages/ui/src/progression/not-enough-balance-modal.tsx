// spec 1 §8 INSUFFICIENT_BALANCE on booster purchase: title, body and Ok; currency names of spec 1 §8.
import { currencyText } from '../i18n/product-words.ts';
import type { Currency } from '@levelup/domain/currency';
import { Button } from '../primitives/button.tsx';
import { Dialog } from '../primitives/dialog.tsx';
import { useProgressionText } from '../i18n/progression-text.ts';

export type NotEnoughBalanceModalProps = {
  /** The currency the booster was priced in. */
  currency: Currency;
  onClose: () => void;
  open?: boolean;
};

/** "You don't have enough Gold" / "Play more missions to earn it to buy the XP Booster!" with Ok. */
export function NotEnoughBalanceModal({
  currency,
  onClose,
  open = true,
}: NotEnoughBalanceModalProps) {
  const t = useProgressionText();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      tone="alert"
      title={t('progression.notEnoughBalance.title', { currencyName: currencyText(currency) })}
      description={t('progression.notEnoughBalance.body')}
      actions={<Button onClick={onClose}>{t('progression.ok')}</Button>}
    />
  );
}
