// spec 1 §2 Log Out signs out and also disconnects any connected wallet; spec 1 §8 a failure there is
// logged only and sign-out goes on (the session controller's sign-out steps). The wallet code
// (@levelup/checkout, wagmi) stays out of the first load: this loads only its small loader, at Log Out.
import type { SignOutStep } from './session-controller.ts';

/** The sign-out step that disconnects the wallets a checkout connected. */
export const walletSignOutStep: SignOutStep = async () => {
  const { disconnectWallets } = await import('@levelup/checkout/wallet-loader');
  await disconnectWallets();
};
