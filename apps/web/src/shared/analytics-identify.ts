// spec 1 §4: after session start the player is identified for analytics, again only after 24 h
// (spec 1 §9). Loaded when a session starts, not with the first page.
import { sendToAnalyticsSink, type AnalyticsProperties } from './analytics.ts';

/** spec 1 §9: analytics identify is refreshed only after 24 h (86,400,000 ms). */
export const IDENTIFY_REFRESH_MS = 86_400_000;

/** Where the last identify is remembered (which player, when), so a reload does not repeat it. */
export const IDENTIFIED_STORAGE_KEY = 'analytics-identified';

type Identified = { userId: string; at: number };

function lastIdentified(storage: Storage): Identified | null {
  try {
    const value = JSON.parse(storage.getItem(IDENTIFIED_STORAGE_KEY) ?? 'null') as unknown;
    if (
      value &&
      typeof value === 'object' &&
      typeof (value as Identified).userId === 'string' &&
      typeof (value as Identified).at === 'number'
    )
      return value as Identified;
  } catch {
    // A damaged entry is as good as none.
  }
  return null;
}

/**
 * spec 1 §4: after session start the player is identified for analytics — unless the same player was
 * identified less than 24 h ago. Answers whether an identify was sent.
 */
export function identifyForAnalytics(
  player: { userId: string; properties: AnalyticsProperties },
  { now = Date.now(), storage = globalThis.localStorage }: { now?: number; storage?: Storage } = {},
): boolean {
  const last = storage ? lastIdentified(storage) : null;
  if (last && last.userId === player.userId && now - last.at < IDENTIFY_REFRESH_MS) return false;
  sendToAnalyticsSink({ type: 'identify', properties: player.properties });
  storage?.setItem(
    IDENTIFIED_STORAGE_KEY,
    JSON.stringify({ userId: player.userId, at: now } satisfies Identified),
  );
  return true;
}
