import type { ReactNode } from 'react';
import { useSession } from '#app/session.ts';
import { SignInButton } from './sign-in-button.tsx';

export type AccountAreaProps = {
  /** The BattlePass feature flag (spec 1 §6). */
  battlePassEnabled: boolean;
  /** The battle pass widget (level ring and drawer), shown to signed-in users with the flag on. */
  battlePassWidget?: ReactNode;
};

/** The navbar's account corner: Sign in for visitors, the battle pass widget for players (spec 1 §6 Roles). */
export function AccountArea({ battlePassEnabled, battlePassWidget }: AccountAreaProps) {
  const session = useSession();
  if (session.status === 'signedOut') return <SignInButton />;
  return battlePassEnabled ? battlePassWidget : null;
}
