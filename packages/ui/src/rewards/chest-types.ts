// spec 2 §4 Chest animation: "Animations are skipped for chest types not in the supported list". The
// chest items of the catalog (apps/server/seasons/catalog.yaml) have clips in /animations.

export const SUPPORTED_CHEST_TYPES = [
  'common_chest',
  'uncommon_chest',
  'rare_chest',
  'epic_chest',
  'legendary_chest',
  'premium_chest',
  'season_end_chest',
  'gold_lootbox',
  'coin_lootbox',
  'daily_chest',
  'weekly_chest',
] as const;

export type ChestType = (typeof SUPPORTED_CHEST_TYPES)[number];

/** The chest type of an item key (COMMON_CHEST → common_chest), or null when it has no clips. */
export function chestTypeOf(
  itemKey: string,
  supported: readonly string[] = SUPPORTED_CHEST_TYPES,
): string | null {
  const type = itemKey.toLowerCase();
  return supported.includes(type) ? type : null;
}

/** The clip of one step: /animations/{chest}_{type}.mp4 (spec 2 §3 chest animation types). */
export function chestClipUrl(chestType: string, step: string): string {
  return `/animations/${chestType}_${step}.mp4`;
}
