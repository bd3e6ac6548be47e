// spec 1 §6 Roles: what the shell shows depends on whether someone is signed in.

/** The viewer's session; accounts do not exist yet, so everyone is signed out. */
export type Session = { status: 'signedOut' } | { status: 'signedIn'; userId: string };

const signedOut: Session = { status: 'signedOut' };

/** The current session. Sign-in (the accounts work) replaces this with the real session source. */
export function useSession(): Session {
  return signedOut;
}
