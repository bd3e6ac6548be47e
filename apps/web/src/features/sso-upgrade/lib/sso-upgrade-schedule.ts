// spec 1 §4 SSO upgrade flow and spec 1 §9: the modal first after 2 s, then every 3,600,000 ms; the
// playpoint modal after 3 s; the upgrade reward is 100 Playpoints.

export const SSO_MODAL_FIRST_DELAY_MS = 2000;
export const SSO_MODAL_INTERVAL_MS = 3_600_000;
export const PLAYPOINT_MODAL_DELAY_MS = 3000;
export const SSO_UPGRADE_REWARD_PLAYPOINTS = 100;

/** Whether the player's flags say they have moved to e-mail / SSO sign-in (spec 1 §3 has_migrated_to_sso). */
export function hasMigratedToSso(userFlags: unknown): boolean {
  return (
    typeof userFlags === 'object' &&
    userFlags !== null &&
    (userFlags as Record<string, unknown>)['has_migrated_to_sso'] === true
  );
}

/** Opens the SSO upgrade modal after 2 s and again every hour; returns the cancel function. */
export function scheduleSsoUpgradeModal(open: () => void): () => void {
  let interval: ReturnType<typeof setInterval> | undefined;
  const first = setTimeout(() => {
    open();
    interval = setInterval(open, SSO_MODAL_INTERVAL_MS);
  }, SSO_MODAL_FIRST_DELAY_MS);
  return () => {
    clearTimeout(first);
    clearInterval(interval);
  };
}
