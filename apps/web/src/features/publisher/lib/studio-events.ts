// Issue 14 Build 4: what the event inspector says about each event (applied / duplicate / refused and
// why) and the key list's rotation rule (two live keys at once).
import type { StudioEventStatus, StudioKeyFieldsFragment } from '@levelup/api/publisher';
import { publisherText } from '../publisher-text.ts';

type PublisherReasonKey = Extract<Parameters<typeof publisherText>[0], `reason.${string}`>;

/** An event's status, as the inspector and SEND TEST EVENT show it. */
export const eventStatusLabel = (status: StudioEventStatus): string =>
  publisherText(`status.${status}`);

/** Why an event was not applied, in a sentence (the API's refusal reasons, issue 11 §2). */
const REASON_KEYS: Record<string, PublisherReasonKey> = {
  'invalid-event': 'reason.invalidEvent',
  'invalid-type': 'reason.invalidType',
  'invalid-value': 'reason.invalidValue',
  'invalid-player': 'reason.invalidPlayer',
  'unknown-field': 'reason.unknownField',
  'game-not-owned': 'reason.gameNotOwned',
  'occurred-out-of-range': 'reason.occurredOutOfRange',
  'invalid-input': 'reason.invalidInput',
};

const reasonText = (reason: string | null | undefined) => {
  const key = reason ? REASON_KEYS[reason] : undefined;
  return key ? publisherText(key) : null;
};

/** What the inspector's "Why" column shows. */
export function eventWhy(event: {
  status: StudioEventStatus;
  reason?: string | null;
  message?: string | null;
}): string {
  switch (event.status) {
    case 'REFUSED':
      return reasonText(event.reason) || event.message || publisherText('why.refused');
    case 'DUPLICATE':
      return publisherText('why.duplicate');
    case 'PENDING':
      return publisherText('why.pending');
    case 'EXPIRED':
      return publisherText('why.expired');
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
  label: string;
  allowed: boolean;
} {
  const live = liveKeys(keys).length;
  return {
    label: publisherText(live === 0 ? 'keys.create' : 'keys.rotate'),
    allowed: live < MAX_LIVE_KEYS,
  };
}
