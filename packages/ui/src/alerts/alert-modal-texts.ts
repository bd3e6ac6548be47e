// The texts of the id-named alert modals. Spec 2 §8 gives multi-accounting (HEADS UP! WE NOTICED
// SOMETHING, CONTACT SUPPORT), reached-collection-reserve-limit, reserve-cap-exceeded and
// turnstile-error, and the not-enough-gold title; the others are ours, short. {product} is the
// product's name.
import type { AlertModalId } from './error-catalogue.ts';

export type AlertModalText = {
  title: string;
  message: string;
  /** The button; CONTACT SUPPORT opens a mail to support carrying the request id. */
  button: 'OK' | 'BACK TO COLLECTION' | 'CONTACT SUPPORT';
};

export const ALERT_MODAL_TEXTS: Readonly<Record<AlertModalId, AlertModalText>> = {
  'not-enough-gold': {
    title: "YOU DON'T HAVE ENOUGH GOLD",
    message: 'Play more missions to earn more Gold.',
    button: 'OK',
  },
  'not-enough-playpoint': {
    title: "YOU DON'T HAVE ENOUGH PLAYPOINTS",
    message: 'Play more missions to earn more Playpoints.',
    button: 'OK',
  },
  // spec 2 §8: over capacity, asking the player to wait (OK); the exact text is ours.
  'server-overloaded': {
    title: "WE'RE OVER CAPACITY",
    message: '{product} is very busy right now. Please wait a moment and try again.',
    button: 'OK',
  },
  'multi-accounting': {
    title: 'HEADS UP! WE NOTICED SOMETHING',
    message:
      'This account looks linked to another account of yours, so this action is on hold. If we got it wrong, contact support.',
    button: 'CONTACT SUPPORT',
  },
  'reserve-cap-exceeded': {
    title: 'SOLD OUT',
    message: "Darn, the mint supply's just run out. Come earlier next time!",
    button: 'BACK TO COLLECTION',
  },
  'reached-collection-reserve-limit': {
    title: "SORRY, YOU CAN'T DO THAT!",
    message: "You've already collected this item!",
    button: 'OK',
  },
  'turnstile-error': {
    title: 'VERIFICATION FAILED',
    message: 'Please wait a few moments and try again.',
    button: 'OK',
  },
  'fingerprint-missing': {
    title: "WE COULDN'T CHECK YOUR DEVICE",
    message: 'Please allow this page to run (turn off blockers for it), reload it and try again.',
    button: 'OK',
  },
  'desktop-chrome-only': {
    title: 'DESKTOP CHROME ONLY',
    message: 'This works only in Chrome on a desktop computer for now. Please open it there.',
    button: 'OK',
  },
  // spec 2 §8 Other: unopened chest not found.
  'daily-chest-not-found': {
    title: "OOPS, YOU CAN'T DO THAT",
    message: 'It looks like you have already opened your chest today',
    button: 'OK',
  },
  'at-least-one-social-required': {
    title: 'KEEP ONE SOCIAL ACCOUNT',
    message:
      'This is the last way to sign in to your account. Connect another account, a wallet or set a password before removing it.',
    button: 'OK',
  },
};
