// spec 2 §2 Wall sidebar legendary chest card: the price and the odds (shown before buying).
import { useQuery } from '@tanstack/react-query';
import {
  LEGENDARY_CHEST_TYPE,
  chestOddsQueryOptions,
  legendaryChestPriceQueryOptions,
} from '@levelup/api/wall';
import type { ChestOdds } from '@levelup/ui/wall/chest-odds-list';
import { useApi } from '#shared/use-api.ts';
import { chestOddsView } from '../lib/chest-odds-lines.ts';

export type LegendaryChestView = {
  price: number | null;
  /** Null while loading. */
  odds: ChestOdds | null;
  imagePath: string | null;
};

export function useLegendaryChest(): LegendaryChestView {
  const api = useApi();
  const price = useQuery(legendaryChestPriceQueryOptions(api)).data?.price ?? null;
  const odds = useQuery(chestOddsQueryOptions(api, LEGENDARY_CHEST_TYPE)).data ?? null;
  return { price, odds: chestOddsView(odds), imagePath: null };
}
