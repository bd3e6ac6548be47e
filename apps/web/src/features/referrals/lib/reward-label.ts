// A referral reward as players read it: the spec's currency names (spec 1 §8 "ALLY tokens, Gold,
// Playpoints, Snowflakes"), not the item keys ("25 ALLY tokens", not "25 ALLY_TOKEN").
import { currencyName, isCurrency } from '@levelup/domain/currency';

const amountFormat = new Intl.NumberFormat('en-US');

export function rewardLabel(amount: number, rewardType: string | null | undefined): string {
  const type = rewardType ?? '';
  return `${amountFormat.format(amount)} ${isCurrency(type) ? currencyName(type) : type}`.trim();
}
