// spec 1 §4 Sign-up / sign-in and spec 2 §4 Auth: starting, restoring, refreshing and ending sessions.
import type { QueryClient } from '@tanstack/react-query';
import { grantedState, signedOutState } from './session-store.ts';
import type { SessionStore } from './session-store.ts';
import type { SessionGrant, SessionUser } from './session-types.ts';
import { appText } from '../app-text.ts';

/** The account calls the session needs; they go through a client that never retries itself. */
export type AccountsGateway = {
  /** Rotates the refresh cookie; rejects when there is no valid session. */
  refreshSession: () => Promise<SessionGrant>;
  /** The signed-in player, read with this access token. */
  fetchMe: (accessToken: string) => Promise<SessionUser | null>;
  /** A player by id (spec 2 §7 Fetch user by id): the session's own player, read again. */
  fetchUser: (accessToken: string, id: string) => Promise<SessionUser | null>;
  /** Revokes the refresh token family and clears the cookie. */
  signOut: (accessToken: string | null) => Promise<void>;
};

/** Something to do before signing out, such as disconnecting a wallet; a failure is logged only. */
export type SignOutStep = () => Promise<void>;

export type SessionControllerParameters = {
  store: SessionStore;
  gateway: AccountsGateway;
  queryClient: QueryClient;
  /** Called once a session has started and its user was read (spec 1 §4: analytics identify). */
  onSessionStart?: (user: SessionUser, metadata: { isNewUser: boolean }) => void;
  /** Where sign-out step failures go (spec 1 §8: wallet disconnect failure is logged, logout continues). */
  logError?: (message: string, error: unknown) => void;
};

export type SessionController = ReturnType<typeof createSessionController>;

const consoleError = (message: string, error: unknown) => console.error(message, error);

/** The session's life cycle over one store; the app makes one (src/app/api-client.ts). */
export function createSessionController({
  store,
  gateway,
  queryClient,
  onSessionStart,
  logError = consoleError,
}: SessionControllerParameters) {
  let refreshing: Promise<SessionGrant | null> | null = null;
  const signOutSteps = new Set<SignOutStep>();

  /**
   * After session start the user is refetched and the metadata updated (spec 1 §4); so it is after a
   * reward or a purchase (spec 2 §4 "refetch the user"), by the player's id (spec 2 §7 Fetch user by id).
   */
  async function refetchUser(): Promise<void> {
    const { accessToken, user: known } = store.getState();
    if (!accessToken) return;
    const user = await (
      known ? gateway.fetchUser(accessToken, known.id) : gateway.fetchMe(accessToken)
    ).catch(() => null);
    if (user && store.getState().accessToken === accessToken) setUser(user);
  }

  function setUser(user: SessionUser): void {
    const { metadata } = store.getState();
    store.setState({
      user,
      metadata: metadata ? { ...metadata, referralCode: user.referralCode } : metadata,
    });
  }

  async function start(grant: SessionGrant, { justLoggedIn }: { justLoggedIn: boolean }) {
    store.setState(
      grantedState(grant, {
        isNewUser: grant.isNewUser,
        isJustLoggedIn: justLoggedIn,
        referralCode: grant.user.referralCode,
      }),
    );
    // Anything read before the session started was read as a visitor.
    void queryClient.invalidateQueries();
    await refetchUser();
    const { user } = store.getState();
    if (user) onSessionStart?.(user, { isNewUser: grant.isNewUser });
  }

  /**
   * Starts a session from a REST sign-in answer (Telegram, the partner sync), which carries the tokens
   * but not the user: the user is read first. Rejects when the token does not name a player.
   */
  async function startWithTokens(
    tokens: Omit<SessionGrant, 'user'>,
    options: { justLoggedIn: boolean },
  ): Promise<void> {
    const user = await gateway.fetchMe(tokens.accessToken);
    if (!user) throw new Error(appText('session.noPlayer'));
    await start({ ...tokens, user }, options);
  }

  /** Session expiry: user, query cache and tokens are cleared (spec 2 §4 Auth). */
  function expire(): void {
    store.setState(signedOutState());
    queryClient.clear();
  }

  /** One refresh call at a time: a second concurrent one would replay the rotated cookie. */
  function refreshOnce(): Promise<SessionGrant | null> {
    refreshing ??= gateway
      .refreshSession()
      .catch(() => null)
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  }

  /** A fresh access token for every caller waiting meanwhile; null (and the session expired) on failure. */
  async function refreshAccessToken(): Promise<string | null> {
    const grant = await refreshOnce();
    if (!grant) {
      expire();
      return null;
    }
    const { metadata } = store.getState();
    store.setState(
      grantedState(grant, {
        isNewUser: metadata?.isNewUser ?? grant.isNewUser,
        isJustLoggedIn: metadata?.isJustLoggedIn ?? false,
        referralCode: grant.user.referralCode,
      }),
    );
    return grant.accessToken;
  }

  /**
   * On page load, and after a third-party sign-in: the refresh cookie, if any, brings the session
   * back. Resolves with whether someone is signed in.
   */
  async function restore({
    justLoggedIn = false,
  }: { justLoggedIn?: boolean } = {}): Promise<boolean> {
    const grant = await refreshOnce();
    if (!grant) {
      store.setState(signedOutState());
      return false;
    }
    await start(grant, { justLoggedIn });
    return true;
  }

  async function signOut(): Promise<void> {
    for (const step of signOutSteps) {
      await step().catch((error: unknown) => logError('A sign-out step failed', error));
    }
    const { accessToken } = store.getState();
    await gateway
      .signOut(accessToken)
      .catch((error: unknown) => logError('Sign-out failed', error));
    expire();
  }

  /**
   * Adds a step run before sign-out (spec 1 §2 Log Out's wallet disconnect, wallet-sign-out.ts);
   * returns its removal.
   */
  function registerSignOutStep(step: SignOutStep): () => void {
    signOutSteps.add(step);
    return () => signOutSteps.delete(step);
  }

  return {
    store,
    start,
    startWithTokens,
    restore,
    refreshAccessToken,
    expire,
    signOut,
    refetchUser,
    setUser,
    registerSignOutStep,
  };
}
