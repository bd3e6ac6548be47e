// spec 1 §2 Balance chips: ally token (shown only when above 0), gold, playpoints.
import type { BalanceCurrency } from '@levelup/ui/account/currency-icon';

export type VisibleBalance = { currency: BalanceCurrency; amount: number };

/** The balance chips to show, in order. */
export function visibleBalances(user: {
  allyToken: number;
  gold: number;
  playpoints: number;
}): VisibleBalance[] {
  return [
    ...(user.allyToken > 0 ? [{ currency: 'allyToken' as const, amount: user.allyToken }] : []),
    { currency: 'gold', amount: user.gold },
    { currency: 'playpoints', amount: user.playpoints },
  ];
}
