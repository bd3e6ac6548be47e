// spec 1 §3 Reward: the fixed names of known reward items, by item key (@levelup/domain items keeps
// the English ones for the server). Gold and Playpoints are the currency names (currency.*). Apart
// from en/rewards.ts: every first load needs these (reward cards), none the rest of that file.
import { englishTexts } from '../define-catalogue.ts';

export const rewardName = englishTexts({
  BOOSTED_POWER: 'Boosted Power',
  ALLY_TOKEN: 'Ally Token',
  UPGRADE_TICKET: 'Upgrade Ticket',
  POWER_MULTIPLIER: 'Power Multiplier',
  TIER_1: 'Bronze Tier NFT',
  TIER_2: 'Silver Tier NFT',
  TIER_3: 'Gold Tier NFT',
  TIER_4: 'Platinum Tier NFT',
  BATTLE_PASS_XP: 'XP',
  WHITE_LABEL_BATTLE_PASS_XP: 'XP',
  BATTLE_PASS_XP_BOOSTER_3D: '3 Days Booster',
  BATTLE_PASS_XP_BOOSTER_7D: '7 Days Booster',
  BATTLE_PASS_XP_BOOSTER_30D: '30 Days Booster',
  BATTLE_PASS_XP_BOOSTER_90D: '90 Days Booster',
  REDEEMABLE_CODE: 'Redeemable Code',
});
