// The events a studio sends and the answer per event (README "Payload", "Per-event results").

/** At most this many events per request; the client splits larger queues. */
export const MAX_EVENTS_PER_BATCH = 100;

/** The player, by an identity the player linked on LevelUp: one of the three. */
export type PlayerRef =
  { email: string } | { provider: string; accountId: string } | { walletAddress: `0x${string}` };

export type AttributeValue = string | number | boolean;

/** One player event. `TType` narrows `type` to the event types a studio declares. */
export type GameEvent<TType extends string = string> = {
  /** Chosen by the studio, unique per studio: a resent event with the same id is applied once. */
  id: string;
  player: PlayerRef;
  /** snake_case, e.g. `match_won`. */
  type: TType;
  /** One of the studio's games. */
  gameKey: string;
  /** What sum/max missions add up; 1 when absent. 0 ≤ value ≤ 1,000,000,000. */
  value?: number;
  /** Flat filters missions may match on (at most 20). */
  attributes?: Record<string, AttributeValue>;
  /** ISO 8601 with an offset, e.g. `2026-11-24T18:00:00.000Z`. */
  occurredAt: string;
};

/** What `track` takes: the id and time default to a fresh UUID and now, fixed at once. */
export type TrackedEvent<TType extends string = string> = Omit<
  GameEvent<TType>,
  'id' | 'occurredAt'
> & { id?: string; occurredAt?: string | Date };

export type RefusalReason =
  // Control characters or text that is not valid Unicode anywhere in the event (issue 27).
  | 'invalid-input'
  | 'invalid-event'
  | 'invalid-type'
  | 'invalid-value'
  | 'invalid-player'
  | 'unknown-field'
  | 'game-not-owned'
  | 'occurred-out-of-range';

/** The server's answer for one event, in the order sent. */
export type EventResult =
  | { id: string; status: 'applied' | 'duplicate' | 'pending' }
  | { id: string | null; status: 'refused'; reason: RefusalReason; message: string };

/** Turns a tracked event into the exact event that is sent, and resent, with the same id. */
export function toGameEvent<TType extends string>(
  event: TrackedEvent<TType>,
  newId: () => string,
  now: () => Date,
): GameEvent<TType> {
  const occurredAt = event.occurredAt ?? now();
  return {
    ...event,
    id: event.id ?? newId(),
    occurredAt: typeof occurredAt === 'string' ? occurredAt : occurredAt.toISOString(),
  };
}
