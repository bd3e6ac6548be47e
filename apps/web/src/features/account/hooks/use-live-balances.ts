// Balances are live (issue 10 fault 15): every balance change of the signed-in player arrives on the
// userBalanceChanged subscription and updates the session's user, so the chips and the purchase modals
// show it without a reload. After a reconnection the user is read again: changes of the gap are lost.
import { useEffect } from 'react';
import { UserBalanceChangedDocument } from '@levelup/api/notifications';
import { openLiveUpdates } from '#app/live-updates.ts';
import { useSessionController } from '#app/session.ts';
import { withBalance } from '../lib/live-balance.ts';

/** Subscribes while mounted for the signed-in player `userId`. */
export function useLiveBalances(userId: string) {
  const session = useSessionController();
  useEffect(() => {
    // The page's one live connection (issue 26), shared with the other hooks.
    const live = openLiveUpdates(session, userId);
    live.subscribe(
      UserBalanceChangedDocument,
      {},
      {
        next: ({ userBalanceChanged }) => {
          const { user } = session.store.getState();
          if (user?.id !== userId) return;
          const changed = withBalance(user, userBalanceChanged);
          if (changed !== user) session.setUser(changed);
        },
        connected: (reconnected) => {
          if (reconnected) void session.refetchUser();
        },
      },
    );
    return () => live.dispose();
  }, [session, userId]);
}
