// The signed-in player's connected social accounts (issue 14 Build 2; spec 2 §3 Auth providers, §7
// Third-party sign-in). Connecting is a browser redirect to /{provider}/authorize with cpt_token; this
// module lists the accounts and disconnects one.
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from './client.ts';
import {
  DisconnectSocialAccountDocument,
  MyConnectedAccountsDocument,
} from './generated/player/graphql.ts';
import type { ConnectedAccountFieldsFragment } from './generated/player/graphql.ts';

export type { ConnectedAccountFieldsFragment } from './generated/player/graphql.ts';

export const connectedAccountKeys = {
  mine: ['connected-accounts', 'mine'] as const,
};

/** The player's connected social accounts, oldest first. */
export function myConnectedAccountsQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: connectedAccountKeys.mine,
    queryFn: async (): Promise<ConnectedAccountFieldsFragment[]> =>
      (await client.request(MyConnectedAccountsDocument)).myConnectedAccounts,
  });
}

/**
 * Disconnects the account at this provider (idempotent). Errors: at-least-one-social-required (the
 * player's last way to sign in), invalid-input (unknown provider).
 */
export function disconnectSocialAccountMutationOptions(
  client: ApiClient,
  queryClient: QueryClient,
) {
  return mutationOptions({
    mutationKey: ['connected-accounts', 'disconnect'],
    mutationFn: async (provider: string): Promise<ConnectedAccountFieldsFragment[]> =>
      (await client.request(DisconnectSocialAccountDocument, { provider })).disconnectSocialAccount,
    onSuccess: (accounts) => queryClient.setQueryData(connectedAccountKeys.mine, accounts),
  });
}
