import type { ReactNode } from 'react';
import { useSession } from '#app/session.ts';
import { SignInButton } from './sign-in-button.tsx';

export type AccountAreaProps = {
  /** The BattlePass feature flag (spec 1 §6). */
  battlePassEnabled: boolean;
  /** The battle pass widget (level ring and drawer), shown to signed-in users with the flag on. */
  battlePassWidget?: ReactNode;
  /** Balances and the user menu, shown to signed-in users (spec 1 §2 Navbar and shell). */
  accountCorner?: ReactNode;
};

/** The navbar's account corner: Sign in for visitors, widgets, balances and menu for players (spec 1 §6 Roles). */
export function AccountArea({
  battlePassEnabled,
  battlePassWidget,
  accountCorner,
}: AccountAreaProps) {
  const session = useSession();
  // While the session is being restored, a quiet placeholder rather than a Sign in button that may vanish.
  if (session.status === 'loading') {
    return <span aria-hidden className="size-10 animate-pulse rounded-full motion-reduce:animate-none bg-surface-raised" />;
  }
  if (session.status === 'signedOut') return <SignInButton />;
  return (
    <>
      {battlePassEnabled ? battlePassWidget : null}
      {accountCorner}
    </>
  );
}
