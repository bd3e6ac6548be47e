// spec 1 §8 INSUFFICIENT_BALANCE on booster purchase: title, body and Ok; currency names of spec 1 §8.
import { NOT_ENOUGH_BALANCE_MESSAGE, notEnoughBalanceTitle } from '@levelup/domain/currency';
import type { Currency } from '@levelup/domain/currency';
import { Button } from '../primitives/button.tsx';
import { Dialog } from '../primitives/dialog.tsx';

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
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      tone="alert"
      title={notEnoughBalanceTitle(currency)}
      description={NOT_ENOUGH_BALANCE_MESSAGE}
      actions={<Button onClick={onClose}>Ok</Button>}
    />
  );
}
