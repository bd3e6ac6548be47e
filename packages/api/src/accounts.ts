import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './client.ts';
import {
  AuthProvidersDocument,
  ChangePasswordDocument,
  ClaimSsoUpgradeRewardDocument,
  MeDocument,
  RefreshSessionDocument,
  RequestEmailCodeDocument,
  SignInWithEmailDocument,
  SignOutDocument,
  SignUpWithEmailDocument,
  UpdateEmailDocument,
  UpdateProfileDocument,
  UpsertUserFlagsDocument,
  UserByIdDocument,
  VerifyEmailCodeDocument,
} from './generated/graphql.ts';

export {
  AuthProvidersDocument,
  ChangePasswordDocument,
  ClaimSsoUpgradeRewardDocument,
  MeDocument,
  RefreshSessionDocument,
  RequestEmailCodeDocument,
  SignInWithEmailDocument,
  SignOutDocument,
  SignUpWithEmailDocument,
  UpdateEmailDocument,
  UpdateProfileDocument,
  UpsertUserFlagsDocument,
  UserByIdDocument,
  VerifyEmailCodeDocument,
};
export type {
  AuthPayloadFieldsFragment,
  AuthProvidersQuery,
  EmailCodePurpose,
  MeQuery,
  SignUpInput,
  UpdateEmailInput,
  UpdateProfileInput,
  UserFieldsFragment,
} from './generated/graphql.ts';

/** The header that carries the Cloudflare Turnstile token (spec 1 §7 "captcha token in a header"). */
export const CAPTCHA_HEADER = 'cf-turnstile-response';
/** REST endpoint of the avatar upload: multipart field `file`, at most 5 MB (spec 2 §4, §5). */
export const AVATAR_UPLOAD_PATH = '/api/profile/avatar';

export const accountKeys = {
  all: ['accounts'] as const,
  me: ['accounts', 'me'] as const,
  authProviders: ['accounts', 'auth-providers'] as const,
};

/** `Authorization: Bearer` for the signed-in player's access token; nothing for a visitor. */
export function bearerHeaders(accessToken: string | null): Record<string, string> {
  return accessToken ? { authorization: `Bearer ${accessToken}` } : {};
}

/** The signed-in player (null for a visitor); mutations that change the player invalidate accountKeys.me. */
export function meQueryOptions(client: ApiClient, accessToken: string | null) {
  return queryOptions({
    queryKey: accountKeys.me,
    queryFn: () =>
      client.request({ document: MeDocument, requestHeaders: bearerHeaders(accessToken) }),
  });
}

/** Third-party sign-in providers configured on the server (spec 2 §7); they change only on deploy. */
export function authProvidersQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: accountKeys.authProviders,
    queryFn: () => client.request(AuthProvidersDocument),
    staleTime: 5 * 60_000,
  });
}
