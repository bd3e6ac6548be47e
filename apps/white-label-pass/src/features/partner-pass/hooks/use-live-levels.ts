// spec 1 §7 user item logs of the season's XP item: a new log refetches the player's state and levels,
// so the pass follows the XP as it arrives; the player's notifications go into the notifications cache
// (the ring, drawer and toasts read it; a level-up also rereads the pass). A reconnection reads them
// again (events of the gap are lost).
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { UserItemLogsDocument, invalidateProgression } from '@levelup/api/progression';
import { env } from '#env.ts';

export type UseLiveLevelsParameters = {
  /** The season's XP item key; nothing is subscribed without one. */
  xpItemKey: string | null;
  getAccessToken: () => string | null;
  /** Brings a fresh access token after the server refused the old one. */
  refreshSession: () => Promise<unknown>;
};

export function useLiveLevels({
  xpItemKey,
  getAccessToken,
  refreshSession,
}: UseLiveLevelsParameters) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!xpItemKey) return;
    let stop: (() => void) | null = null;
    let stopped = false;
    // The SSE client loads with the first subscription, not with the page.
    void Promise.all([
      import('@levelup/api/subscriptions'),
      import('@levelup/api/notifications'),
    ]).then(([{ createSubscriptionClient }, notifications]) => {
      if (stopped) return;
      const live = createSubscriptionClient({
        url: env.apiUrl,
        getAccessToken,
        onUnauthenticated: refreshSession,
      });
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
              void queryClient.invalidateQueries({ queryKey: notifications.notificationKeys.all });
          },
        },
      );
      stop = () => live.dispose();
    });
    return () => {
      stopped = true;
      stop?.();
    };
  }, [queryClient, xpItemKey, getAccessToken, refreshSession]);
}
