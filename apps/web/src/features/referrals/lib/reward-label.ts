// A referral reward as players read it: the spec's currency names (spec 1 §8 "ALLY tokens, Gold,
// Playpoints, Snowflakes"), not the item keys ("25 ALLY tokens", not "25 ALLY_TOKEN").
import { isCurrency } from '@levelup/domain/currency';
import { currencyText } from '@levelup/ui/i18n/product-words';
import { referralsText } from '../referrals-text.ts';
import { formatNumber } from '@levelup/ui/i18n/intl-format';

export function rewardLabel(amount: number, rewardType: string | null | undefined): string {
  const type = rewardType ?? '';
  return referralsText('reward', {
    amount: formatNumber(amount),
    reward: isCurrency(type) ? currencyText(type) : type,
  }).trim();
}
