// What a studio may send (issue 11 §2): a batch of at most 100 events, each with a studio-chosen id, the
// player named by an identity the player links (e-mail, a third-party account, a wallet address), the
// event type and game, an optional non-negative value and flat attributes. A batch that breaks these
// limits is refused whole; an event that breaks its own rules is refused alone, with its reason.
import { CONTROL_CHARACTERS_MESSAGE, holdsForbiddenText } from '#input-text.ts';
import { PLATFORM_EVENT_TYPES } from '#modules/challenges/platform-events.ts';
import { z } from 'zod';

/** issue 11 §2: "studios post batches of player events (≤ 100 per request)". */
export const MAX_EVENTS_PER_BATCH = 100;
/** A body larger than this is refused before it is parsed (100 events at their largest fit). */
export const MAX_BATCH_BYTES = 1024 * 1024;
/** A value above this is absurd for any counter or score (issue 11 "Abuse and bad input"). */
export const MAX_EVENT_VALUE = 1_000_000_000;
/** Events reported more than this after they happened are refused (and so are future ones). */
export const MAX_EVENT_AGE_DAYS = 30;
const MAX_CLOCK_SKEW_MS = 5 * 60 * 1000;

const eventId = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[\x21-\x7e]+$/, 'printable ASCII without spaces');

const player = z.union([
  z.object({ email: z.email().max(320) }).strict(),
  z
    .object({
      provider: z
        .string()
        .regex(/^[a-z][a-z0-9-]{0,49}$/, 'a provider key such as discord or steam'),
      accountId: z.string().min(1).max(200),
    })
    .strict(),
  z.object({ walletAddress: z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'a 0x address') }).strict(),
]);

const attributeValue = z.union([z.string().max(200), z.number().finite(), z.boolean()]);

export const gameEventSchema = z
  .object({
    id: eventId,
    player,
    type: z
      .string()
      .regex(/^[a-z][a-z0-9_]{0,63}$/, 'snake_case, e.g. match_won')
      // Platform events (level reached, purchases…) come only from the platform itself: a studio
      // naming one could complete platform missions.
      .refine(
        (type) => !PLATFORM_EVENT_TYPES.includes(type),
        'reserved for the platform’s own events',
      ),
    gameKey: z.string().min(1).max(100),
    value: z.number().finite().min(0).max(MAX_EVENT_VALUE).optional(),
    attributes: z
      .record(z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/), attributeValue)
      .refine((value) => Object.keys(value).length <= 20, 'at most 20 attributes')
      .optional(),
    occurredAt: z.iso.datetime({ offset: true }),
  })
  .strict();

export type GameEventInput = z.infer<typeof gameEventSchema>;
export type PlayerIdentity = z.infer<typeof player>;

/** The batch envelope: parsed first, so a malformed batch is refused whole. */
export const batchSchema = z
  .object({
    events: z
      .array(z.unknown())
      .min(1)
      .max(MAX_EVENTS_PER_BATCH, `at most ${MAX_EVENTS_PER_BATCH} events per batch`),
  })
  .strict();

export type RefusalReason =
  // Issue 27: control characters or text that is not valid Unicode anywhere in the event (src/input-text.ts).
  | 'invalid-input'
  | 'invalid-event'
  | 'invalid-type'
  | 'invalid-value'
  | 'invalid-player'
  | 'unknown-field'
  | 'game-not-owned'
  | 'occurred-out-of-range';

export type EventResult =
  | { id: string; status: 'applied' | 'duplicate' | 'pending' }
  | { id: string | null; status: 'refused'; reason: RefusalReason; message: string };

export type CheckedEvent =
  | { ok: true; event: GameEventInput & { occurredAt: string } }
  | { ok: false; result: Extract<EventResult, { status: 'refused' }> };

function reasonOf(issue: z.core.$ZodIssue): RefusalReason {
  if (issue.code === 'unrecognized_keys') return 'unknown-field';
  const field = issue.path[0];
  if (field === 'value') return 'invalid-value';
  if (field === 'type') return 'invalid-type';
  if (field === 'player') return 'invalid-player';
  return 'invalid-event';
}

/** Validates one event on its own: a refusal names the first problem. */
export function checkEvent(raw: unknown, gameKeys: readonly string[], now: Date): CheckedEvent {
  const id =
    typeof raw === 'object' && raw !== null && 'id' in raw && typeof raw.id === 'string'
      ? raw.id
      : null;
  const refuse = (reason: RefusalReason, message: string): CheckedEvent => ({
    ok: false,
    result: { id, status: 'refused', reason, message },
  });
  // Before the schema: such text never reaches a message, a receipt or the database (issue 27 finding 3).
  if (holdsForbiddenText(raw)) return refuse('invalid-input', CONTROL_CHARACTERS_MESSAGE);
  const parsed = gameEventSchema.safeParse(raw);
  if (!parsed.success) {
    const [first] = parsed.error.issues;
    return refuse(first ? reasonOf(first) : 'invalid-event', z.prettifyError(parsed.error));
  }
  const event = parsed.data;
  if (!gameKeys.includes(event.gameKey))
    return refuse('game-not-owned', `The game ${event.gameKey} is not one of this studio's games.`);
  const occurredAt = Date.parse(event.occurredAt);
  const oldest = now.getTime() - MAX_EVENT_AGE_DAYS * 24 * 3600 * 1000;
  if (occurredAt > now.getTime() + MAX_CLOCK_SKEW_MS || occurredAt < oldest)
    return refuse(
      'occurred-out-of-range',
      `occurredAt must be within the last ${MAX_EVENT_AGE_DAYS} days and not in the future.`,
    );
  return { ok: true, event };
}
