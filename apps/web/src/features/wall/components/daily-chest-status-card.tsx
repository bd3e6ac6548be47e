// spec 2 §2 Wall sidebar: the player's daily chest status; after OPENED a countdown to the next chest
// ticking every 1000 ms (spec 2 §9). At zero the status is read again.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { DailyChestFieldsFragment } from '@levelup/api/wall-player';
import { wallPlayerKeys } from '@levelup/api/wall-player';
import { useNow } from '@levelup/ui/progression/hooks/use-now';
import { DailyChestStatus } from '@levelup/ui/wall/daily-chest-status';
import { nextChestAt } from '../lib/next-chest-at.ts';

const COUNTDOWN_TICK_MS = 1000;

export function DailyChestStatusCard({ chest }: { chest: DailyChestFieldsFragment | null }) {
  if (chest?.status === 'OPENED') {
    const at = nextChestAt(chest);
    if (at) return <OpenedStatus nextChestAt={at} />;
  }
  if (chest?.status === 'FOUND')
    return <DailyChestStatus state="found" rarity={chest.rarity ?? null} />;
  return <DailyChestStatus state="searching" />;
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
