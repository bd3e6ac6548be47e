import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { applyNotificationChanges, mergeNotifications, notificationKeys } from './notifications.ts';
import type { UserNotificationFieldsFragment } from './notifications.ts';

const notification = (
  id: string,
  createdAt: string,
  readAt: string | null = null,
): UserNotificationFieldsFragment => ({
  id,
  notificationType: 'XpGain',
  readAt,
  completedAt: null,
  createdAt,
  metadata: {
    itemKey: 'BATTLE_PASS_XP',
    difference: 100,
    level: null,
    battlePassId: '1',
    userChallengeId: null,
    userMissionId: null,
  },
});

describe('the notifications cache', () => {
  it('replaces a changed notification by id and adds new ones, newest first', () => {
    const list = [
      notification('a', '2026-11-22T10:00:00.000Z'),
      notification('b', '2026-11-22T09:00:00.000Z'),
    ];
    const merged = mergeNotifications(list, [
      notification('b', '2026-11-22T09:00:00.000Z', '2026-11-22T11:00:00.000Z'),
      notification('c', '2026-11-22T12:00:00.000Z'),
    ]);
    expect(merged.map((n) => n.id)).toEqual(['c', 'a', 'b']);
    expect(merged.find((n) => n.id === 'b')?.readAt).toBe('2026-11-22T11:00:00.000Z');
  });

  it('writes subscription events into the cached list, even before the list has loaded', () => {
    const queryClient = new QueryClient();
    applyNotificationChanges(queryClient, [notification('a', '2026-11-22T10:00:00.000Z')]);
    applyNotificationChanges(queryClient, [
      notification('a', '2026-11-22T10:00:00.000Z', '2026-11-22T10:01:00.000Z'),
    ]);
    const cached = queryClient.getQueryData<UserNotificationFieldsFragment[]>(
      notificationKeys.battlePass,
    );
    expect(cached).toHaveLength(1);
    expect(cached?.[0]?.readAt).toBe('2026-11-22T10:01:00.000Z');
  });
});
