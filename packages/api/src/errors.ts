import { ClientError } from 'graphql-request';

export type ApiErrorCode = string;

/** The extension code of the first GraphQL error (spec 2 §8 error catalogue), or null. */
export function apiErrorCode(error: unknown): ApiErrorCode | null {
  if (!(error instanceof ClientError)) return null;
  const code = error.response.errors?.[0]?.extensions?.['code'];
  return typeof code === 'string' ? code : null;
}

/** The server's message of the first GraphQL error, else the error's own message. */
export function apiErrorMessage(error: unknown): string {
  if (error instanceof ClientError) return error.response.errors?.[0]?.message ?? error.message;
  return error instanceof Error ? error.message : String(error);
}

/**
 * What the client shows for the battle pass error codes that have a text of their own (spec 2 §8
 * "You have already collected this reward!", "No more reward to collect."; spec 1 §8 premium
 * unavailable; spec 1 §5 XP BOOST ALREADY ACTIVE). Other codes show the server's message.
 */
export const PROGRESSION_ERROR_TEXTS: Readonly<Record<string, string>> = {
  'reward-already-collected': 'You have already collected this reward!',
  'no-reward-to-collect': 'No more reward to collect.',
  'premium-unavailable': 'Purchasing a Premium Battle Pass is not available at the moment.',
  'booster-already-active': 'XP BOOST ALREADY ACTIVE',
};
