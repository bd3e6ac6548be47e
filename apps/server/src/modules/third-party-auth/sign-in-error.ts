// A third-party or partner sign-in that cannot complete, with the code the client shows: the spec's
// codes (spec 2 §8 user-not-exists, {provider}-id-already-in-use, credential-already-in-use,
// invalid-connect-steam-token, invalid-referral-code) and this module's own for broken or cancelled flows.
export type SignInErrorCode =
  | 'user-not-exists'
  | 'credential-already-in-use'
  | 'twitter-id-already-in-use'
  | 'discord-id-already-in-use'
  | 'steam-id-already-in-use'
  | 'invalid-connect-steam-token'
  | 'invalid-connect-token'
  | 'invalid-state'
  | 'access-denied'
  | 'provider-error'
  | 'invalid-telegram-data'
  | 'telegram-data-expired'
  | 'invalid-partner-session'
  | 'invalid-referral-code';

export class SignInError extends Error {
  constructor(
    readonly code: SignInErrorCode,
    message: string,
    options?: ErrorOptions & {
      /** spec 2 §8 twitter-/discord-id-already-in-use: the other account's wallet, in short form. */
      wallet?: string | undefined;
    },
  ) {
    super(message, options);
    this.name = 'SignInError';
    this.wallet = options?.wallet;
  }

  readonly wallet: string | undefined;
}

/** spec 2 §8: the providers with their own "already in use" code; the others share one. */
export function alreadyInUseCode(provider: string): SignInErrorCode {
  if (provider === 'twitter') return 'twitter-id-already-in-use';
  if (provider === 'discord') return 'discord-id-already-in-use';
  if (provider === 'steam') return 'steam-id-already-in-use';
  return 'credential-already-in-use';
}
