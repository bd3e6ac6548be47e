// spec 1 §3 Shop item / Booster state, spec 1 §4 XP boost widget, spec 1 §9 booster constants.
import { toEpochMs, toEpochMsOrNull } from './time.ts';
import type { DateInput, Instant } from './time.ts';

/** XP multiplier while a booster is active (the promo says 1.5X). */
export const BOOSTER_XP_MULTIPLIER = 1.5;

/** Shop item keys of the four boosters, shortest first. */
export const BOOSTER_ITEM_KEYS = [
  'BATTLE_PASS_XP_BOOSTER_3D',
  'BATTLE_PASS_XP_BOOSTER_7D',
  'BATTLE_PASS_XP_BOOSTER_30D',
  'BATTLE_PASS_XP_BOOSTER_90D',
] as const;

/** One of {@link BOOSTER_ITEM_KEYS}. */
export type BoosterItemKey = (typeof BOOSTER_ITEM_KEYS)[number];

/** The buy-again button shows only when more than this many units remain. */
export const BUY_AGAIN_THRESHOLD_UNITS = 120;

const BOOSTER_KEY = /^BATTLE_PASS_XP_BOOSTER_([1-9]\d*)D$/;

/** Whether an item key is one of the four booster keys. */
export function isBoosterItemKey(itemKey: string): itemKey is BoosterItemKey {
  return (BOOSTER_ITEM_KEYS as ReadonlyArray<string>).includes(itemKey);
}

/** Duration in days encoded in a booster item key ('BATTLE_PASS_XP_BOOSTER_7D' -> 7); RangeError otherwise. */
export function boosterDurationDays(itemKey: string): number {
  const digits = BOOSTER_KEY.exec(itemKey)?.[1];
  if (digits === undefined) throw new RangeError(`Not a booster item key: ${itemKey}`);
  return Number(digits);
}

/** Display name of a booster by duration, e.g. '7-DAY XP BOOST'. */
export function boosterName(days: number): string {
  return `${days}-DAY XP BOOST`;
}

/** Boosters sorted longest duration first (stable; unknown durations last), without mutating the input. */
export function sortBoostersLongestFirst<T extends { metadata: { duration: number | null } }>(
  items: ReadonlyArray<T>,
): T[] {
  const duration = (item: T) => item.metadata.duration ?? Number.NEGATIVE_INFINITY;
  return [...items].sort((a, b) =>
    duration(a) === duration(b) ? 0 : duration(b) > duration(a) ? 1 : -1,
  );
}

/** Whether the XP boost widget offers buy-again: only when more than 120 units remain. */
export function showBuyAgain(remainingUnits: number): boolean {
  return remainingUnits > BUY_AGAIN_THRESHOLD_UNITS;
}

/** Input of {@link isBoosterActive}. */
export type IsBoosterActiveParameters = { endAt: DateInput | null | undefined; now: Instant };

/** Whether a booster is active: it has an end time that is still in the future. */
export function isBoosterActive({ endAt, now }: IsBoosterActiveParameters): boolean {
  const end = toEpochMsOrNull(endAt);
  return end !== null && toEpochMs(now) < end;
}

/** XP credited for a gain: floor(xp * 1.5) while a booster is active, xp otherwise. */
export function applyXpBoost(xp: number, boosterActive: boolean): number {
  return boosterActive ? Math.floor(xp * BOOSTER_XP_MULTIPLIER) : xp;
}

/** Input of {@link isBoosterPurchaseBlocked}. */
export type BoosterPurchaseBlockedParameters = {
  /** The multi-booster disabling switch (spec 1 §6); on until the flags say otherwise. */
  multiBoosterPurchaseDisabled: boolean;
  hasActiveBooster: boolean;
};

/** spec 1 §5: with multi-booster purchase disabled, no booster can be bought while one is active. */
export function isBoosterPurchaseBlocked({
  multiBoosterPurchaseDisabled,
  hasActiveBooster,
}: BoosterPurchaseBlockedParameters): boolean {
  return multiBoosterPurchaseDisabled && hasActiveBooster;
}
