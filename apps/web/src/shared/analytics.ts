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

/** Sends an event to the plugged-in sink (the identify rule of ./analytics-identify.ts uses it). */
export function sendToAnalyticsSink(event: AnalyticsEvent): void {
  sink(event);
}
