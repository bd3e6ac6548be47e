// spec 1 §7 user item logs of the season's XP item: a new log refetches the player's state and levels,
// so the pass follows the XP as it arrives; the player's notifications go into the notifications cache
// (the ring, drawer and toasts read it; a level-up also rereads the pass). A reconnection reads them
// again (events of the gap are lost). Both on the page's one live connection of the player, shared by
// the browser's tabs (issue 26 Build 3, #app/live-updates.ts).
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { UserItemLogsDocument, invalidateProgression } from '@levelup/api/progression';

export type UseLiveLevelsParameters = {
  /** The season's XP item key; nothing is subscribed without one. */
  xpItemKey: string | null;
  /** The signed-in player; nothing is subscribed without one. */
  playerId: string | null;
};

export function useLiveLevels({ xpItemKey, playerId }: UseLiveLevelsParameters) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!xpItemKey || !playerId) return;
    let stop: (() => void) | null = null;
    let stopped = false;
    // The live client loads with the first subscription, not with the page.
    void Promise.all([import('#app/live-updates.ts'), import('@levelup/api/notifications')]).then(
      ([{ openLiveUpdates }, notifications]) => {
        if (stopped) return;
        const live = openLiveUpdates(playerId);
        const seen = new Set<string>();
        live.subscribe(
          UserItemLogsDocument,
          { itemKey: xpItemKey },
          {
            next: ({ userItemLogs }) => {
              if (seen.has(userItemLogs.id)) return;
              seen.add(userItemLogs.id);
              void invalidateProgression(queryClient);
            },
            connected: (reconnected) => {
              if (reconnected) void invalidateProgression(queryClient);
            },
          },
        );
        live.subscribe(
          notifications.UserNotificationChangedDocument,
          {},
          {
            next: ({ userNotificationChanged }) => {
              notifications.applyNotificationChanges(queryClient, [userNotificationChanged]);
              if (userNotificationChanged.notificationType === 'BattlePassLevelUp')
                void invalidateProgression(queryClient);
            },
            connected: (reconnected) => {
              if (reconnected)
                void queryClient.invalidateQueries({
                  queryKey: notifications.notificationKeys.all,
                });
            },
          },
        );
        stop = () => live.dispose();
      },
    );
    return () => {
      stopped = true;
      stop?.();
    };
  }, [queryClient, xpItemKey, playerId]);
}
