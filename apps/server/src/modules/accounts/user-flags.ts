// User flags (spec 1 §3 "User flags (keys)"): only these keys, each with a value type of ours (the spec
// lists the keys, not their values), patched with a JSON merge patch (RFC 7386): a key set to null is
// removed, an object merges into an object, anything else replaces.
import { z } from 'zod';
import { invalidInput } from '#errors.ts';

const flag = z.boolean();
/** A moment: ISO-8601 text or epoch milliseconds. */
const moment = z.union([z.iso.datetime({ offset: true }), z.number().int().nonnegative()]);
/** Per-season switches of the white-label pass, e.g. { "prepass-s2": true }. */
const perSeason = z.union([flag, z.record(z.string().min(1).max(64), flag)]);

/** spec 1 §3 User flags, keyed exactly as the spec writes them. */
export const userFlagSchemas = {
  has_migrated_to_sso: flag,
  ally_to_pie_modal_opt_out: flag,
  ally_to_pie_modal_last_shown: moment,
  external_link_warning_modal_opt_out: flag,
  last_sync_referral_success_reward: moment,
  last_sync_referral_success_reward_v2: moment,
  last_sync_bounty_drop_referral_success_reward: moment,
  last_sync_campaign_reward_on_page_load: moment,
  has_minted_onboarding_nft: flag,
  has_claimed_free_xp_boost: flag,
  has_claimed_free_premium_pass: flag,
  has_seen_snowflakes_tutorial: flag,
  has_seen_salvage_tutorial: flag,
  show_snowflakes_info_after_claim: flag,
  snackbar_closed: flag,
  'snowflakes-tutorial': flag,
  season_end_reward_claimed: flag,
  onboarding_skipped_steps: z.array(z.string().min(1).max(64)).max(50),
  'white-label-battle-pass-ftue': perSeason,
  'white-label-battle-in-game-item': perSeason,
} as const satisfies Record<string, z.ZodType>;

export type UserFlagKey = keyof typeof userFlagSchemas;
export const userFlagKeys = Object.keys(userFlagSchemas) as UserFlagKey[];

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isFlagKey = (key: string): key is UserFlagKey => Object.hasOwn(userFlagSchemas, key);

/** RFC 7386 JSON merge patch. */
export function mergePatch(target: unknown, patch: unknown): unknown {
  if (!isObject(patch)) return patch;
  const result: Record<string, unknown> = isObject(target) ? { ...target } : {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete result[key];
    else result[key] = mergePatch(result[key], value);
  }
  return result;
}

/**
 * The flags after applying `patch`; throws invalid-input naming an unknown key or a value of the
 * wrong type. Keys already stored but no longer known are kept untouched.
 */
export function patchUserFlags(
  current: Record<string, unknown>,
  patch: unknown,
): Record<string, unknown> {
  if (!isObject(patch)) throw invalidInput('The flags patch must be a JSON object.');
  const unknown = Object.keys(patch).filter((key) => !isFlagKey(key));
  if (unknown.length > 0) throw invalidInput(`Unknown user flag: ${unknown.join(', ')}.`);
  const next = mergePatch(current, patch) as Record<string, unknown>;
  for (const key of Object.keys(patch)) {
    if (!isFlagKey(key) || !(key in next)) continue;
    if (!userFlagSchemas[key].safeParse(next[key]).success)
      throw invalidInput(`Invalid value for user flag ${key}.`);
  }
  // spec 1 §4 Sign-up / sign-in: the server records the SSO migration; a player cannot undo it.
  if (current['has_migrated_to_sso'] === true && next['has_migrated_to_sso'] !== true)
    throw invalidInput('has_migrated_to_sso cannot be turned off.');
  return next;
}
