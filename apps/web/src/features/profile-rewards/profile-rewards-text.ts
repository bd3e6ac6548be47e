// English texts of the profile's rewards, codes and chest pages on the main site (spec 1 §2
// /profile/me/codes, /redeemable-codes/{groupKey}/{id}; spec 2 §2 /profile/me/rewards; issue 12),
// keyed by meaning: the spec's exact words. The lists, cards and dialogs have theirs in @levelup/ui
// (`profileRewards`).
import { defineCatalogue } from '@levelup/ui/i18n/define-catalogue';

export const { useText: useProfileRewardsText, text: profileRewardsText } = defineCatalogue(
  'web.profileRewards',
  {
    myRewards: { title: 'My Rewards' },
    history: {
      title: 'Reward history',
      loading: 'Loading your rewards…',
      loadError: 'Your reward history could not be loaded.',
    },
    campaigns: {
      title: 'Reward campaigns',
      loading: 'Loading reward campaigns…',
      loadError: 'Reward campaigns could not be loaded.',
    },
    myCodes: {
      title: 'Redeemable codes',
      loading: 'Loading your codes…',
      loadError: 'Your codes could not be loaded.',
    },
    code: {
      title: 'Redeemable code',
      signingIn: 'Taking you to sign in…',
      loadingAccount: 'Loading your account…',
      loading: 'Loading your code…',
      loadError: 'Your code could not be loaded. Please try again.',
      notFound: 'This code was not found.',
      goToMyCodes: 'Go to my codes',
    },
    chestOpenings: {
      label: 'Chest openings and verification',
      loading: 'Loading your chest openings…',
      loadError: 'Your chest openings could not be loaded.',
    },
    openChest: {
      // The items tab's button that shows a chest's odds before opening it.
      button: 'OPEN',
      label: 'OPEN {chestName}',
    },
  } as const,
);
