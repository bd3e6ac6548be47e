// spec 2 §2 Wall sidebar: the player's daily chest status; after OPENED a countdown to the next chest
// ticking every 1000 ms (spec 2 §9). At zero the status is read again. A new player whose first chest
// the gate still holds reads what unlocks it (issue 27), read again once the wait is over.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { DailyChestFieldsFragment } from '@levelup/api/wall-player';
import { wallPlayerKeys } from '@levelup/api/wall-player';
import { useNow } from '@levelup/ui/progression/hooks/use-now';
import { DailyChestStatus } from '@levelup/ui/wall/daily-chest-status';
import { firstChestUnlockMessage, type DailyChestUnlock } from '../lib/first-chest-unlock.ts';
import { nextChestAt } from '../lib/next-chest-at.ts';
import { useWallText } from '../wall-text.ts';

const COUNTDOWN_TICK_MS = 1000;
/** The first chest's wait is said in minutes at the finest. */
const UNLOCK_TICK_MS = 60_000;

export function DailyChestStatusCard({ chest }: { chest: DailyChestFieldsFragment | null }) {
  if (chest?.status === 'OPENED') {
    const at = nextChestAt(chest);
    if (at) return <OpenedStatus nextChestAt={at} />;
  }
  if (chest?.status === 'FOUND')
    return <DailyChestStatus state="found" rarity={chest.rarity ?? null} />;
  if (chest?.unlock) return <LockedStatus unlock={chest.unlock} />;
  return <DailyChestStatus state="searching" />;
}

function LockedStatus({ unlock }: { unlock: DailyChestUnlock }) {
  const t = useWallText();
  const now = useNow(UNLOCK_TICK_MS);
  const queryClient = useQueryClient();
  const message = firstChestUnlockMessage(t, unlock, now);
  useEffect(() => {
    if (message === null)
      void queryClient.invalidateQueries({ queryKey: wallPlayerKeys.dailyChest });
  }, [message, queryClient]);
  return message === null ? (
    <DailyChestStatus state="searching" />
  ) : (
    <DailyChestStatus state="locked" message={message} />
  );
}

function OpenedStatus({ nextChestAt: at }: { nextChestAt: string }) {
  const now = useNow(COUNTDOWN_TICK_MS);
  const queryClient = useQueryClient();
  const done = new Date(at).getTime() <= now;
  useEffect(() => {
    if (done) void queryClient.invalidateQueries({ queryKey: wallPlayerKeys.dailyChest });
  }, [done, queryClient]);
  return <DailyChestStatus state="opened" nextChestAt={at} now={now} />;
}
