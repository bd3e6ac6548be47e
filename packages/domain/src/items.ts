// spec 1 §3 Reward: XP-type rewards, reward item display names, redeemable code links; spec 1 §2 Routes.

/** Item types that are battle pass XP. */
export const XP_ITEM_TYPES = ['BATTLE_PASS_XP', 'WHITE_LABEL_BATTLE_PASS_XP'] as const;

/** Metadata key carrying a redeemable code's id. */
export const REDEEMABLE_CODE_ID_META_KEY = 'REDEEMABLE_CODE_ID';

/** Whether a reward is battle pass XP: an XP item type, or an item key ending in _XP. */
export function isXpReward({
  itemKey,
  item,
}: {
  itemKey: string;
  item?: { type?: string | null } | null;
}): boolean {
  const type = item?.type ?? '';
  return (XP_ITEM_TYPES as ReadonlyArray<string>).includes(type) || itemKey.endsWith('_XP');
}

const DISPLAY_NAMES = {
  BOOSTED_POWER: 'Boosted Power',
  ALLY_TOKEN: 'Ally Token',
  GOLD: 'Gold',
  PLAYPOINT: 'Playpoints',
  UPGRADE_TICKET: 'Upgrade Ticket',
  POWER_MULTIPLIER: 'Power Multiplier',
  TIER_1: 'Bronze Tier NFT',
  TIER_2: 'Silver Tier NFT',
  TIER_3: 'Gold Tier NFT',
  TIER_4: 'Platinum Tier NFT',
  BATTLE_PASS_XP: 'XP',
  WHITE_LABEL_BATTLE_PASS_XP: 'XP',
  BATTLE_PASS_XP_BOOSTER_3D: '3 Days Booster',
  BATTLE_PASS_XP_BOOSTER_7D: '7 Days Booster',
  BATTLE_PASS_XP_BOOSTER_30D: '30 Days Booster',
  BATTLE_PASS_XP_BOOSTER_90D: '90 Days Booster',
  REDEEMABLE_CODE: 'Redeemable Code',
} as const satisfies Readonly<Record<string, string>>;

/** 'COIN_LOOTBOX' -> 'Coin Lootbox'. */
function titleCase(itemKey: string): string {
  return itemKey
    .split('_')
    .filter((word) => word !== '')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}

/** The item keys with a fixed display name (spec 1 §3 Reward); the front ends word them. */
export type FixedRewardNameKey = keyof typeof DISPLAY_NAMES;

/**
 * The key whose fixed name a reward item shows: a known key as it is, other XP keys as
 * 'BATTLE_PASS_XP' ('XP'), else null (the item's own name shows, {@link ownRewardName}).
 */
export function fixedRewardNameKey(itemKey: string): FixedRewardNameKey | null {
  if (Object.hasOwn(DISPLAY_NAMES, itemKey)) return itemKey as FixedRewardNameKey;
  if (itemKey.endsWith('_XP')) return 'BATTLE_PASS_XP';
  return null;
}

/** The name of a reward item without a fixed one: its own name when given, else the key in title case. */
export function ownRewardName(itemKey: string, fallbackName?: string | null): string {
  return fallbackName?.trim() || titleCase(itemKey);
}

/**
 * Display name of a reward item in English: the spec's fixed names for known keys, other XP keys as
 * 'XP', else the item's own name when given, else the key in title case.
 */
export function rewardDisplayName(itemKey: string, fallbackName?: string | null): string {
  const fixed = fixedRewardNameKey(itemKey);
  return fixed ? DISPLAY_NAMES[fixed] : ownRewardName(itemKey, fallbackName);
}

/** The redeemable code id from a reward's metadata list, or null. */
export function redeemableCodeId(
  metadata: ReadonlyArray<{ metaKey: string; metaValue: string | null }> | null | undefined,
): string | null {
  return (
    metadata?.find((entry) => entry.metaKey === REDEEMABLE_CODE_ID_META_KEY)?.metaValue ?? null
  );
}

/** Whether a redeemable code can be linked: both its group key (the item key) and id exist. */
export function isRedeemableCodeLinkable({
  groupKey,
  id,
}: {
  groupKey?: string | null;
  id?: string | null;
}): boolean {
  return Boolean(groupKey) && Boolean(id);
}

/** Path of a redeemable code page: /redeemable-codes/{groupKey}/{id}, each part URI-encoded. */
export function redeemableCodePath(groupKey: string, id: string): string {
  return `/redeemable-codes/${encodeURIComponent(groupKey)}/${encodeURIComponent(id)}`;
}
