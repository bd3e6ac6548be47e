// The progress engine (issue 11 "Where progress comes from"): turns a player's events — game events
// from the game-progress API and platform events (level reached, reward claimed, purchase made…) —
// into mission progress, in the caller's transaction and under the player lock, so progress and the
// rewards it unlocks commit together with the change that caused them.
import type { TxScope } from '#modules/progression/level-ups.ts';

/** One player event. `value` is what `sum`/`max` missions add up (1 for a plain occurrence). */
export type ProgressEvent = {
  /** e.g. match_won, score, level_reached, reward_claimed, purchase_made. */
  type: string;
  /** The game it happened in (game events); null for platform events. */
  gameKey: string | null;
  value: number;
  attributes: Record<string, string | number | boolean>;
  occurredAt: Date;
};

/**
 * Applies events to the player's active missions (daily list of the day, started challenges,
 * auto-started missions). Call under the player lock (`asPlayer`), once per event: the caller owns
 * exactly-once (event ids, idempotency keys).
 */
export async function recordProgress(
  _scope: TxScope,
  _userId: string,
  _events: ReadonlyArray<ProgressEvent>,
): Promise<void> {
  // Implemented by the challenges work (issue 11); the contract above is what callers rely on.
}
