// spec 2 §2 Single challenge reward collection: the rewards a collect just granted, shown by the
// reward collection modal (the missions feature's RewardCollectionHost) until the player confirms.
// Shared, so that other features show their rewards the same way (issue 12: the Wall's daily and
// legendary chests, chests opened from the profile items tab).
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import type { RewardItemFieldsFragment } from '@levelup/api/challenges';

export type CollectedRewards = {
  rewards: ReadonlyArray<RewardItemFieldsFragment>;
  /** The user challenge collected, for the share card (spec 2 §7 Sharing); null for a mission. */
  userChallengeId: string | null;
  /** The chest the rewards came out of (a daily or legendary chest): the chest sequence plays. */
  chestItemKey?: string | null;
  /** After the player confirmed and the modal closed (e.g. the first-playpoints modals follow). */
  onClosed?: () => void;
};

/** A shown collection; `id` tells one collection from the next (the modal restarts its animation). */
export type ShownRewards = CollectedRewards & { id: number };

export type RewardCollectionState = {
  shown: ShownRewards | null;
  show: (collected: CollectedRewards) => void;
  close: () => void;
};

let shownCount = 0;

export const rewardCollectionStore = createStore<RewardCollectionState>()((set) => ({
  shown: null,
  show: (collected) => {
    shownCount += 1;
    if (collected.rewards.length > 0) set({ shown: { ...collected, id: shownCount } });
  },
  close: () => set({ shown: null }),
}));

/** Shows the collected rewards in the reward collection modal. */
export const showCollectedRewards = (collected: CollectedRewards) =>
  rewardCollectionStore.getState().show(collected);

export function useCollectedRewards(): ShownRewards | null {
  return useStore(rewardCollectionStore, (state) => state.shown);
}
