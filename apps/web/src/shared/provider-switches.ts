// spec 2 §6 remote config (issue 27): the Telegram auth and connect switches decide whether Telegram is
// offered for signing in (and up) and for connecting to an account. While the flags load, or cannot
// load, the option shows: the server refuses a switched-off one with feature-disabled anyway.
import type { FeatureFlagsQuery } from '@levelup/api/site';

type Switches = Pick<FeatureFlagsQuery['featureFlags'], 'telegramAuth' | 'telegramConnect'>;

const TELEGRAM = 'telegram';

/** The providers offered on the sign-in and sign-up pages. */
export function signInProviders<P extends { key: string }>(
  providers: readonly P[],
  flags: Switches | undefined,
): P[] {
  return providers.filter((provider) => provider.key !== TELEGRAM || flags?.telegramAuth !== false);
}

/** Whether Manage Account offers CONNECT for this provider. */
export function connectOffered(providerKey: string, flags: Switches | undefined): boolean {
  return providerKey !== TELEGRAM || flags?.telegramConnect !== false;
}
