// spec 1 §6 Roles and spec 2 §4 Auth: what the app shows depends on whether someone is signed in.
import { useMemo } from 'react';
import { useRouteContext } from '@tanstack/react-router';
import { useStore } from 'zustand';
import type { SessionController } from './session/session-controller.ts';
import type { SessionMetadata, SessionUser } from './session/session-types.ts';

/** The viewer's session: loading while it is restored, then signed in or out. */
export type Session =
  | { status: 'loading' }
  | { status: 'signedOut' }
  | { status: 'signedIn'; userId: string; user: SessionUser; metadata: SessionMetadata | null };

/** The session controller (sign-in, sign-out, refetching the user) from the router context. */
export function useSessionController(): SessionController {
  return useRouteContext({ from: '__root__', select: (context) => context.session });
}

/** The current session, re-rendering when it changes. */
export function useSession(): Session {
  const state = useStore(useSessionController().store);
  return useMemo((): Session => {
    if (state.status === 'signedIn' && state.user) {
      return {
        status: 'signedIn',
        userId: state.user.id,
        user: state.user,
        metadata: state.metadata,
      };
    }
    return { status: state.status === 'loading' ? 'loading' : 'signedOut' };
  }, [state]);
}
