// spec 2 §7 Third-party sign-in: the providers with authorize paths, in the spec's order, and Apple
// (spec 2 §3 Auth providers; issue 14 Build 2). Each can be connected to an account and disconnected.
export const SOCIAL_PROVIDER_KEYS = [
  'discord',
  'epic-games',
  'xbox',
  'google',
  'steam',
  'telegram',
  'twitch',
  'twitter',
  'apple',
] as const;

export type SocialProviderKey = (typeof SOCIAL_PROVIDER_KEYS)[number];
