// spec 2 §8 Error catalogue: what Manage Account shows when connecting a social account comes back
// with an error code (issue 14 Build 2).
import { errorToastText, somethingWentWrongText } from '@levelup/ui/alerts/error-catalogue';
import { profileText } from '../profile-text.ts';

/** The text for a connection that came back with this code; providerName reads e.g. Twitter. */
export function socialConnectErrorText({
  code,
  providerName,
  wallet,
  productName,
}: {
  code: string;
  providerName: string;
  /** spec 2 §8 twitter-/discord-id-already-in-use: the other account's wallet in short form. */
  wallet: string | null;
  productName: string;
}): string {
  if (code === 'twitter-id-already-in-use' || code === 'discord-id-already-in-use') {
    // spec 2 §8: "This Twitter account is already associated with [{wallet short}]. Connect to
    // another." When the other account has no wallet, the fallback (the server's message).
    return wallet
      ? profileText('social.alreadyAssociated', { provider: providerName, wallet })
      : profileText('social.alreadyInUse', { provider: providerName });
  }
  // spec 2 §8 Other: "A third-party sign-in credential-already-in-use error shows This Twitter account
  // is already in use. Connect to another." — with the provider the player connected.
  if (code === 'credential-already-in-use')
    return profileText('social.alreadyInUse', { provider: providerName });
  if (code === 'access-denied') return profileText('social.cancelled', { provider: providerName });
  return errorToastText(code, productName) ?? somethingWentWrongText();
}
