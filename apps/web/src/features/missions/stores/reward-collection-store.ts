// spec 2 §2 Single challenge reward collection: the rewards a collect just granted, shown by the
// reward collection modal (RewardCollectionHost) until the player confirms.
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import type { RewardItemFieldsFragment } from '@levelup/api/challenges';

export type CollectedRewards = {
  rewards: ReadonlyArray<RewardItemFieldsFragment>;
  /** The user challenge collected, for the share card (spec 2 §7 Sharing); null for a mission. */
  userChallengeId: string | null;
};

export type RewardCollectionState = {
  shown: CollectedRewards | null;
  show: (collected: CollectedRewards) => void;
  close: () => void;
};

export const rewardCollectionStore = createStore<RewardCollectionState>()((set) => ({
  shown: null,
  show: (collected) => {
    if (collected.rewards.length > 0) set({ shown: collected });
  },
  close: () => set({ shown: null }),
}));

/** Shows the collected rewards in the reward collection modal. */
export const showCollectedRewards = (collected: CollectedRewards) =>
  rewardCollectionStore.getState().show(collected);

export function useCollectedRewards(): CollectedRewards | null {
  return useStore(rewardCollectionStore, (state) => state.shown);
}
