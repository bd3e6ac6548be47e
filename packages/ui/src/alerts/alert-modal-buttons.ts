// Which button each id-named alert modal has; the texts are in the ui catalogue (alerts.*).
import type { AlertModalId } from './error-catalogue.ts';

/** The button of an alert modal; contactSupport opens a mail to support carrying the request id. */
export type AlertModalButton = 'ok' | 'backToCollection' | 'contactSupport';

export const ALERT_MODAL_BUTTONS: Readonly<Record<AlertModalId, AlertModalButton>> = {
  'not-enough-gold': 'ok',
  'not-enough-playpoint': 'ok',
  'server-overloaded': 'ok',
  'multi-accounting': 'contactSupport',
  'reserve-cap-exceeded': 'backToCollection',
  'reached-collection-reserve-limit': 'ok',
  'turnstile-error': 'ok',
  'fingerprint-missing': 'ok',
  'desktop-chrome-only': 'ok',
  'daily-chest-not-found': 'ok',
  'at-least-one-social-required': 'ok',
  'maintenance-mode': 'ok',
};
