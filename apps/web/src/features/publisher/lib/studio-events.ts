// Issue 14 Build 4: what the event inspector says about each event (applied / duplicate / refused and
// why) and the key list's rotation rule (two live keys at once).
import type { StudioEventStatus, StudioKeyFieldsFragment } from '@levelup/api/publisher';

export const EVENT_STATUS_LABELS: Record<StudioEventStatus, string> = {
  APPLIED: 'Applied',
  DUPLICATE: 'Duplicate',
  REFUSED: 'Refused',
  PENDING: 'Pending',
  EXPIRED: 'Expired',
};

/** Why an event was not applied, in a sentence (the API's refusal reasons, issue 11 §2). */
const REASON_TEXTS: Record<string, string> = {
  'invalid-event': 'The event is malformed.',
  'invalid-type': 'The event type is not allowed.',
  'invalid-value': 'The value is negative or too large.',
  'invalid-player': 'The player is not an e-mail, a linked account or a wallet address.',
  'unknown-field': 'The event has a field the API does not know.',
  'game-not-owned': 'The game is not one of this studio’s games.',
  'occurred-out-of-range': 'occurredAt is in the future or more than 30 days ago.',
};

/** What the inspector's "Why" column shows. */
export function eventWhy(event: {
  status: StudioEventStatus;
  reason?: string | null;
  message?: string | null;
}): string {
  switch (event.status) {
    case 'REFUSED':
      return (event.reason && REASON_TEXTS[event.reason]) || event.message || 'Refused.';
    case 'DUPLICATE':
      return 'This event id was received before: applied once only.';
    case 'PENDING':
      return 'Waiting for a player who links this identity.';
    case 'EXPIRED':
      return 'No player linked this identity in time.';
    default:
      return '';
  }
}

/** The API allows two live keys at once: one to rotate to while the old one still works. */
export const MAX_LIVE_KEYS = 2;

export const liveKeys = (keys: readonly StudioKeyFieldsFragment[]) =>
  keys.filter((key) => key.revokedAt === null || key.revokedAt === undefined);

/** The key button's label and whether it is allowed now. */
export function keyAction(keys: readonly StudioKeyFieldsFragment[]): {
  label: 'CREATE KEY' | 'ROTATE KEY';
  allowed: boolean;
} {
  const live = liveKeys(keys).length;
  return { label: live === 0 ? 'CREATE KEY' : 'ROTATE KEY', allowed: live < MAX_LIVE_KEYS };
}
