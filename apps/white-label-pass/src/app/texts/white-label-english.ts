// English texts of the white-label pass (namespace `whiteLabel`), keyed by meaning, in the spec's
// words (spec 1 §4 Partner-site auth, §8; spec 2 §2 auth callback). The brand and the partner's
// name come from configuration and data, never from here.
import { englishTexts } from '@levelup/ui/i18n/define-catalogue';
export const WHITE_LABEL_ENGLISH = englishTexts({
  signIn: {
    button: 'SIGN IN',
    signedInAs: 'Signed in as',
    // spec 1 §8 Partner auth failure.
    failed: 'Failed to authenticate with pudgy. Please try again.',
    // spec 1 §8 Partner auth timeout.
    timedOut: 'We did not see your sign-in in time. Please try again.',
    waitingTitle: 'Waiting for your sign-in',
    waitingBody: 'Finish signing in in the window that opened; this page continues by itself.',
    stopWaiting: 'Stop waiting',
    cancel: 'Cancel',
  },
  callback: {
    failedTitle: 'Sign-in failed',
    failed: 'This sign-in could not be completed. Please try again.',
    pendingTitle: 'Signing you in…',
    pending: 'One moment while we finish signing you in.',
    back: 'Back to the pass',
  },
  pass: {
    title: 'Battle Pass',
    retry: 'Try again',
    eyebrow: 'Battle Pass · {seasonName}',
    logo: '{seasonName} logo',
  },
  player: {
    level: 'Level {level}',
    xp: '{xp, number} XP',
    boostActive: ' · XP boost active',
    boostAlreadyActive: 'XP BOOST ALREADY ACTIVE',
    buyBoost: 'BUY XP BOOST',
  },
  checkout: {
    payWithCard: 'PAY WITH CARD',
    payWithCrypto: 'PAY WITH CRYPTO',
  },
});
