// spec 1 §4 / §8: some moments are tracked (an SSO-upgrade click, sign-in and sign-up failures, a captcha
// widget error), and after session start the player is identified, again only after 24 h (spec 1 §4,
// §9). Events go to a pluggable sink: the app plugs in the first-party one (./analytics-sink.ts), which
// sends them to our own server's log; a deployment may plug in a vendor's. Each track event is also
// dispatched on window as a `levelup:analytics` CustomEvent, for page-level integrations.

/** The name of the DOM event analytics listeners subscribe to. */
export const ANALYTICS_EVENT = 'levelup:analytics';

export type AnalyticsEventName =
  'sso-upgrade-clicked' | 'sign-in-failed' | 'sign-up-failed' | 'captcha-widget-error';

/** Flat values only (the endpoint refuses nested ones); an undefined value is left out. */
export type AnalyticsProperties = Record<string, string | number | boolean | null | undefined>;

export type AnalyticsEventDetail = {
  name: AnalyticsEventName;
  properties: AnalyticsProperties;
};

export type AnalyticsEvent =
  | { type: 'identify'; properties: AnalyticsProperties }
  | { type: 'track'; name: AnalyticsEventName; properties: AnalyticsProperties };

/** Where analytics events go. */
export type AnalyticsSink = (event: AnalyticsEvent) => void;

let sink: AnalyticsSink = () => {};

/** Plugs in the sink events go to (the app does it once at start); answers the previous one. */
export function setAnalyticsSink(next: AnalyticsSink): AnalyticsSink {
  const previous = sink;
  sink = next;
  return previous;
}

/** Records an analytics event. */
export function trackEvent(name: AnalyticsEventName, properties: AnalyticsProperties = {}): void {
  globalThis.dispatchEvent?.(
    new CustomEvent<AnalyticsEventDetail>(ANALYTICS_EVENT, { detail: { name, properties } }),
  );
  sink({ type: 'track', name, properties });
}

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
  sink({ type: 'identify', properties: player.properties });
  storage?.setItem(
    IDENTIFIED_STORAGE_KEY,
    JSON.stringify({ userId: player.userId, at: now } satisfies Identified),
  );
  return true;
}
