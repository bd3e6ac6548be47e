// spec 2 §3 Reward history types (plus the reward campaign types such as referral-success), each in
// readable words for /profile/me/rewards (issue 12 Build 8); the words are in the ui catalogue.
import { profileRewardsText } from '../i18n/profile-rewards-text.ts';

/** A reward history type in words; a type added later reads as its key in sentence case (the default text). */
export function rewardHistoryTypeLabel(type: string): string {
  const words = type.toLowerCase().replaceAll('_', ' ').trim();
  const lookUp = profileRewardsText as (key: string, values: { defaultValue: string }) => string;
  // Any type string may come from the server, so the key is built here: a type the catalogue does
  // not list falls back to its default text instead of throwing (spec 1 §8 only throws without one).
  return lookUp(`profileRewards.history.type.${type}`, {
    defaultValue: words.charAt(0).toUpperCase() + words.slice(1),
  });
}
