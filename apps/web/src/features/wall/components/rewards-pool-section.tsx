// spec 2 §2 Wall sidebar: the collapsible daily rewards pool (spec 2 §7 Get weekly rewards pool).
import { useQuery } from '@tanstack/react-query';
import { dailyRewardsPoolQueryOptions } from '@levelup/api/wall';
import { DailyRewardsPool } from '@levelup/ui/wall/daily-rewards-pool';
import { useApi } from '#shared/use-api.ts';
import { dailyChestOddsView } from '../lib/chest-odds-lines.ts';

export function RewardsPoolSection() {
  const api = useApi();
  const pool = useQuery(dailyRewardsPoolQueryOptions(api)).data;
  return (
    <DailyRewardsPool openedCount={pool?.openedCount ?? null} odds={dailyChestOddsView(pool)} />
  );
}
