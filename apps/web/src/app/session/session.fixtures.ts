import { QueryClient } from '@tanstack/react-query';
import { createSessionController } from './session-controller.ts';
import type { AccountsGateway } from './session-controller.ts';
import { createSessionStore, grantedState, signedOutState } from './session-store.ts';
import type { SessionGrant, SessionUser } from './session-types.ts';

/** A signed-in player as `me` returns it. */
export function sessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 'user-1',
    email: 'nova@example.com',
    emailVerified: true,
    username: 'nova',
    discriminator: '1234',
    profilePicPath: null,
    bio: null,
    allyToken: 0,
    gold: 120,
    playpoints: 40,
    snowflakes: 0,
    referralCode: 'NOVA-INVITE',
    hasPassword: true,
    publisherUser: null,
    userFlags: { has_migrated_to_sso: true },
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A sign-in result carrying `accessToken`. */
export function sessionGrant(
  accessToken = 'token-1',
  overrides: Partial<SessionGrant> = {},
): SessionGrant {
  return {
    userId: 'user-1',
    accessToken,
    accessTokenExpiresAt: '2030-01-01T00:00:00.000Z',
    isNewUser: false,
    user: sessionUser(),
    ...overrides,
  };
}

/** A session for tests: signed out, or signed in as `user`; its gateway answers like a server would. */
export function testSession({
  user,
  queryClient = new QueryClient(),
  gateway = {},
}: { user?: SessionUser; queryClient?: QueryClient; gateway?: Partial<AccountsGateway> } = {}) {
  const store = createSessionStore();
  store.setState(
    user
      ? grantedState(sessionGrant('test-token', { user }), {
          isNewUser: false,
          isJustLoggedIn: false,
          referralCode: user.referralCode,
        })
      : signedOutState(),
  );
  return createSessionController({
    store,
    queryClient,
    gateway: {
      refreshSession: () => Promise.reject(new Error('unauthenticated')),
      fetchMe: () => Promise.resolve(user ?? null),
      fetchUser: () => Promise.resolve(user ?? null),
      signOut: () => Promise.resolve(),
      ...gateway,
    },
  });
}
