// spec 2 §6 wallet verification switch (site.yaml walletVerification; issue 27): while it is off, no
// wallet is bound to an account (connectWallet refuses with feature-disabled). Signing in with a wallet
// already bound is not verification and stays open.
import { AppError } from '#errors.ts';
import type { SiteService } from '#modules/site/service.ts';

export const WALLET_VERIFICATION_OFF_MESSAGE =
  'Wallet verification is switched off for now. Please try again later.';

/** Throws feature-disabled while the walletVerification switch is off. */
export async function assertWalletVerificationOn(
  site: Pick<SiteService, 'featureFlags'>,
): Promise<void> {
  if (!(await site.featureFlags()).walletVerification)
    throw new AppError('feature-disabled', WALLET_VERIFICATION_OFF_MESSAGE);
}
