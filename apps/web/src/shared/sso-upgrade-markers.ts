// spec 1 §4 SSO upgrade flow: the session marker should-open-playpoint-modal and the local marker
// user-has-password. Shared because sign-up sets the first and the SSO upgrade feature reads it.
import { safely } from './safely.ts';

/** sessionStorage key: "true" opens the playpoint congratulation modal. */
export const SHOULD_OPEN_PLAYPOINT_MODAL_KEY = 'should-open-playpoint-modal';
/** localStorage key saved when the player has a password. */
export const USER_HAS_PASSWORD_KEY = 'user-has-password';
/** The auth source the SSO upgrade modal's button sends to the sign-up page. */
export const SSO_UPGRADE_SOURCE = 'sso-upgrade';

export function markPlaypointModalPending(storage = globalThis.sessionStorage): void {
  safely(() => storage.setItem(SHOULD_OPEN_PLAYPOINT_MODAL_KEY, 'true'), undefined);
}

export function isPlaypointModalPending(storage = globalThis.sessionStorage): boolean {
  return safely(() => storage.getItem(SHOULD_OPEN_PLAYPOINT_MODAL_KEY) === 'true', false);
}

export function clearPlaypointModalPending(storage = globalThis.sessionStorage): void {
  safely(() => storage.removeItem(SHOULD_OPEN_PLAYPOINT_MODAL_KEY), undefined);
}

export function markUserHasPassword(storage = globalThis.localStorage): void {
  safely(() => storage.setItem(USER_HAS_PASSWORD_KEY, 'true'), undefined);
}
