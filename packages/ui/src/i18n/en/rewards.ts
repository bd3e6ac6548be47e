// English texts of the reward, referral and wallet modals (spec 1 §2 Modals, spec 2 §2, §4).
import { englishTexts } from '../define-catalogue.ts';
export const rewards = englishTexts({
  codes: {
    title: '{count, plural, one {YOUR REDEEMABLE CODE} other {YOUR REDEEMABLE CODES}}',
    list: 'Redeemable codes',
    view: 'VIEW CODE',
  },
  collection: {
    title: 'CONGRATULATIONS',
    share: 'Share',
    confirm: 'CONFIRM',
    list: 'Rewards',
  },
});

// spec 1 §3 Reward: the fixed names of known reward items, by item key (@levelup/domain items keeps
// the English ones for the server). Gold and Playpoints are the currency names (currency.*).
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

export const referrals = englishTexts({
  title: 'GOT FRIENDS?',
  invite: 'Invite your friends with your link.',
  goToReferrals: 'GO TO MY REFERRALS',
  inviteLink: 'Your invite link',
  copy: 'COPY',
  share: 'SHARE',
  copied: 'Copied to your clipboard.',
  copyFailed: 'The link could not be copied. Select it and copy it by hand.',
});

export const wallets = englishTexts({
  confirm: {
    close: 'Close wallet confirmation',
    title: 'Before you connect',
    body: 'A wallet is bound to one account for good once connected. Your wallet will ask you to sign a message; signing costs nothing.',
    connectAnother: 'CONNECT ANOTHER',
    confirm: 'CONFIRM',
    heading: 'CONFIRM WALLET',
    onChain: 'on {chain}',
  },
  list: {
    none: 'No wallet connected yet.',
    label: 'Connected wallets',
    lastConnected: 'Last connected on {chain}, {date}',
  },
});
