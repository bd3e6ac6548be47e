// English texts of referrals: /airdrop, /profile/me/referrals, the reward notice and the share post
// (spec 2 §2, issue 14 Build 1; the spec gives none besides the modal's, which are @levelup/ui's, and
// the airdrop promotion), keyed by meaning. The product's name is passed as {product}.
import { defineCatalogue } from '@levelup/ui/i18n/define-catalogue';

export const { useText: useReferralsText, text: referralsText } = defineCatalogue('web.referrals', {
  // "25 ALLY tokens": an amount and the reward's name (a currency's from the ui catalogue).
  reward: '{amount} {reward}',
  program: 'You earn {reward} for each friend who reaches level {level} within {days} days.',
  state: {
    PENDING: 'Pending',
    QUALIFIED: 'Qualified',
    REWARDED: 'Rewarded',
    REFUSED: 'Refused',
  },
  refusedReason: {
    'self-referral': 'You cannot refer yourself.',
    'same-device': 'Signed up on a device already used.',
    'same-ip-block': 'Signed up from your network.',
    'same-wallet': 'Shares a wallet with you.',
    'not-qualified-in-time': 'Did not qualify in time.',
  },
  // The one-time toast of the rewards paid since the last visit.
  notice:
    '{count, plural, one {You earned {amounts} from # referral!} other {You earned {amounts} from # referrals!}}',
  // Between the rewards of the notice: "50 ALLY tokens and 10 Gold".
  noticeAnd: ' and ',
  // spec 1 §7 Outbound share link: the post's text.
  shareText: 'Join me on {product} and earn rewards while you play!',
  inviteFriends: 'INVITE FRIENDS',
  // spec 2 §2 /referrals/{referralCode} while the server checks the code (spec 2 §5); an unknown code
  // reads the spec 2 §8 invalid-referral-code text of the ui error catalogue.
  invite: {
    checking: 'Checking your invite code…',
    signUp: 'Sign up',
  },
  airdrop: {
    eyebrow: '{product} Airdrop',
    // spec 2 §2 /airdrop, as the spec writes it.
    promotion: "5X of each referral's total airdrops.",
    body: 'Invite your friends with your link: when they play, you earn with them.',
    myReferrals: 'My referrals',
    signUp: 'Sign up',
  },
  mine: {
    title: 'My referrals',
    loading: 'Loading your referrals…',
    failed: 'Your referrals could not be loaded.',
    counts: 'Referral counts',
    count: '{state}:',
    none: 'No friend has joined with your invite link yet. Invite your friends to earn rewards.',
    list: 'Referrals',
    row: '{name} #{discriminator}: {state}',
    joined: 'Joined {date}',
    rewarded: 'rewarded {date}',
    qualified: 'qualified {date} (reward limit reached)',
  },
} as const);
