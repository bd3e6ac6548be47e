// Issue 11: the signed-in player's pending challenge rewards are collected in a batch when the product
// opens (spec 2 §4 Challenge reward flow); the reward collection modal is RewardCollectionHost's.
// Mounted by the root layout for signed-in players with the battle pass on; loaded lazily.
import { usePendingRewardsCollector } from '../hooks/use-pending-rewards-collector.ts';

export default function MissionsLive() {
  usePendingRewardsCollector();
  return null;
}
