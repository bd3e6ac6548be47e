// spec 1 §7 subscriptions of a signed-in player (BattlePass switch on): notifications (kept in the
// notifications cache; each one also refetches the user), the XP item logs of the season (a new log
// refetches the state and levels) and mission progress (issue 11: the missions reread). After a
// reconnection both are read again: events of the gap are lost.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  UserNotificationChangedDocument,
  applyNotificationChanges,
  notificationKeys,
} from '@levelup/api/notifications';
import { UserMissionChangedDocument, invalidateMissionProgress } from '@levelup/api/challenges';
import { UserItemLogsDocument, invalidateProgression } from '@levelup/api/progression';
import { openLiveUpdates } from '#app/live-updates.ts';
import { useSessionController } from '#app/session.ts';
import { createXpLogNews } from '../lib/xp-log-news.ts';

/** Subscribes while mounted with a player and the season's XP item key. */
export function useLiveUpdates({
  userId,
  xpItemKey,
}: {
  userId: string;
  xpItemKey: string | null;
}) {
  const queryClient = useQueryClient();
  const session = useSessionController();

  useEffect(() => {
    if (!xpItemKey) return;
    // The page's one live connection (issue 26), shared with the other hooks.
    const live = openLiveUpdates(session, userId);
    const readAgain = (reconnected: boolean) => {
      if (!reconnected) return;
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
      void invalidateProgression(queryClient);
    };
    live.subscribe(
      UserNotificationChangedDocument,
      {},
      {
        next: ({ userNotificationChanged }) => {
          applyNotificationChanges(queryClient, [userNotificationChanged]);
          // A mission or challenge reward is ready (issue 11): the missions show it at once.
          if (userNotificationChanged.notificationType === 'ChallengeRewardReady')
            void invalidateMissionProgress(queryClient);
          // A level released without XP (a blocker quest's missions completed): the pass rereads.
          if (userNotificationChanged.notificationType === 'BattlePassLevelUp')
            void invalidateProgression(queryClient);
          void session.refetchUser();
        },
        connected: readAgain,
      },
    );
    const isNews = createXpLogNews();
    live.subscribe(
      UserItemLogsDocument,
      { itemKey: xpItemKey },
      {
        next: ({ userItemLogs }) => {
          if (isNews(userItemLogs)) void invalidateProgression(queryClient);
        },
        connected: readAgain,
      },
    );
    // Issue 11: progress from a game event appears without a reload.
    live.subscribe(
      UserMissionChangedDocument,
      {},
      {
        next: () => void invalidateMissionProgress(queryClient),
        connected: (reconnected) => {
          if (reconnected) void invalidateMissionProgress(queryClient);
        },
      },
    );
    return () => live.dispose();
  }, [queryClient, session, userId, xpItemKey]);
}
