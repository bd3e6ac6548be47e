// English texts of the id-named alert modals. Spec 2 §8 gives multi-accounting (HEADS UP! WE NOTICED
// SOMETHING, CONTACT SUPPORT), reached-collection-reserve-limit, reserve-cap-exceeded and
// turnstile-error, and the not-enough-gold title; the others are ours, short. {product} is the
// product's name (configuration).
import { englishTexts } from '../define-catalogue.ts';
export const alerts = englishTexts({
  button: { ok: 'OK', backToCollection: 'BACK TO COLLECTION', contactSupport: 'CONTACT SUPPORT' },
  supportSubject: 'Account review',
  supportSubjectWithRequest: 'Account review (request-id: {requestId})',
  modal: {
    'not-enough-gold': {
      title: "YOU DON'T HAVE ENOUGH GOLD",
      message: 'Play more missions to earn more Gold.',
    },
    'not-enough-playpoint': {
      title: "YOU DON'T HAVE ENOUGH PLAYPOINTS",
      message: 'Play more missions to earn more Playpoints.',
    },
    // spec 2 §8: over capacity, asking the player to wait (OK); the exact text is ours.
    'server-overloaded': {
      title: "WE'RE OVER CAPACITY",
      message: '{product} is very busy right now. Please wait a moment and try again.',
    },
    'multi-accounting': {
      title: 'HEADS UP! WE NOTICED SOMETHING',
      message:
        'This account looks linked to another account of yours, so this action is on hold. If we got it wrong, contact support.',
    },
    'reserve-cap-exceeded': {
      title: 'SOLD OUT',
      message: "Darn, the mint supply's just run out. Come earlier next time!",
    },
    'reached-collection-reserve-limit': {
      title: "SORRY, YOU CAN'T DO THAT!",
      message: "You've already collected this item!",
    },
    'turnstile-error': {
      title: 'VERIFICATION FAILED',
      message: 'Please wait a few moments and try again.',
    },
    'fingerprint-missing': {
      title: "WE COULDN'T CHECK YOUR DEVICE",
      message: 'Please allow this page to run (turn off blockers for it), reload it and try again.',
    },
    'desktop-chrome-only': {
      title: 'DESKTOP CHROME ONLY',
      message: 'This works only in Chrome on a desktop computer for now. Please open it there.',
    },
    // spec 2 §8 Other: unopened chest not found.
    'daily-chest-not-found': {
      title: "OOPS, YOU CAN'T DO THAT",
      message: 'It looks like you have already opened your chest today',
    },
    // Ours (issue 27, spec 2 §6 maintenance mode): a write refused while the site is in maintenance.
    'maintenance-mode': {
      title: 'UNDER MAINTENANCE',
      message:
        "{product} is under maintenance, so this can't be done right now. You can keep looking around; please try again once we're back.",
    },
    'at-least-one-social-required': {
      title: 'KEEP ONE SOCIAL ACCOUNT',
      message:
        'This is the last way to sign in to your account. Connect another account, a wallet or set a password before removing it.',
    },
  },
});
