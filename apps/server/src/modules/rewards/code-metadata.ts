// A reward's metadata as players read it (spec 1 §3 Reward, issue 12 Build 9): REDEEMABLE_CODE_ID is the
// player's OWN code id (one entry per code of the grant), never a fixed id from a season file — a
// stored one (files applied before issue 12) is dropped.
import { REDEEMABLE_CODE_ID_META_KEY } from '@levelup/domain/items';

export type RewardMetadataEntry = { metaKey: string; metaValue: string };

export function rewardMetadata(
  stored: Record<string, string>,
  codeIds: readonly string[] = [],
): RewardMetadataEntry[] {
  return [
    ...Object.entries(stored)
      .filter(([metaKey]) => metaKey !== REDEEMABLE_CODE_ID_META_KEY)
      .map(([metaKey, metaValue]) => ({ metaKey, metaValue })),
    ...codeIds.map((id) => ({ metaKey: REDEEMABLE_CODE_ID_META_KEY, metaValue: id })),
  ];
}
