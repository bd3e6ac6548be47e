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
    // The post a share carries (Web Share API), then the rewards: "200 Gold, Rare Chest".
    shareText: 'I just collected {rewards}!',
    copied: 'Link copied to your clipboard.',
    copyFailed: 'The link could not be copied.',
    confirm: 'CONFIRM',
    list: 'Rewards',
  },
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
