// spec 1 §4 / §8: some moments are tracked (an SSO-upgrade click, sign-in and sign-up failures, a captcha
// widget error). The app has no analytics vendor; each event is dispatched on window as a
// `levelup:analytics` CustomEvent, for whatever integration a deployment adds.

/** The name of the DOM event analytics listeners subscribe to. */
export const ANALYTICS_EVENT = 'levelup:analytics';

export type AnalyticsEventName =
  'sso-upgrade-clicked' | 'sign-in-failed' | 'sign-up-failed' | 'captcha-widget-error';

export type AnalyticsEventDetail = {
  name: AnalyticsEventName;
  properties: Record<string, unknown>;
};

/** Records an analytics event. */
export function trackEvent(
  name: AnalyticsEventName,
  properties: Record<string, unknown> = {},
): void {
  globalThis.dispatchEvent?.(
    new CustomEvent<AnalyticsEventDetail>(ANALYTICS_EVENT, { detail: { name, properties } }),
  );
}
