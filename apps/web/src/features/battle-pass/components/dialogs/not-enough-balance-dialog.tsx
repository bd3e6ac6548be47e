import type { Currency } from '@levelup/domain/currency';
import { NotEnoughBalanceModal } from '@levelup/ui/progression/not-enough-balance-modal';

/** spec 1 §8 INSUFFICIENT_BALANCE: "You don't have enough {currency name}" with Ok. */
export default function NotEnoughBalanceDialog({
  currency,
  onClose,
}: {
  currency: Currency;
  onClose: () => void;
}) {
  return <NotEnoughBalanceModal currency={currency} onClose={onClose} />;
}
