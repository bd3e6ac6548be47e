// spec 1 §4 / §9: after session start the player is identified for analytics, again only after 24 h
// (86,400,000 ms) or for another player; events go to the plugged-in sink.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_EVENT, setAnalyticsSink, trackEvent, type AnalyticsSink } from './analytics.ts';
import {
  IDENTIFIED_STORAGE_KEY,
  IDENTIFY_REFRESH_MS,
  identifyForAnalytics,
} from './analytics-identify.ts';

let sink: ReturnType<typeof vi.fn<AnalyticsSink>>;
let previous: AnalyticsSink;
beforeEach(() => {
  localStorage.clear();
  sink = vi.fn<AnalyticsSink>();
  previous = setAnalyticsSink(sink);
});
afterEach(() => setAnalyticsSink(previous));

const player = (userId: string) => ({ userId, properties: { userId, isNewUser: false } });
const T0 = Date.parse('2026-11-25T10:00:00Z');

describe('analytics identify', () => {
  it('identifies after session start, not again within 24 h, and again after', () => {
    expect(identifyForAnalytics(player('u1'), { now: T0 })).toBe(true);
    expect(identifyForAnalytics(player('u1'), { now: T0 + IDENTIFY_REFRESH_MS - 1 })).toBe(false);
    expect(identifyForAnalytics(player('u1'), { now: T0 + IDENTIFY_REFRESH_MS })).toBe(true);
    expect(IDENTIFY_REFRESH_MS).toBe(86_400_000);
    expect(sink.mock.calls.map(([event]) => event)).toEqual([
      { type: 'identify', properties: { userId: 'u1', isNewUser: false } },
      { type: 'identify', properties: { userId: 'u1', isNewUser: false } },
    ]);
  });

  it('identifies another player at once, and survives a damaged entry', () => {
    identifyForAnalytics(player('u1'), { now: T0 });
    expect(identifyForAnalytics(player('u2'), { now: T0 + 1 })).toBe(true);
    localStorage.setItem(IDENTIFIED_STORAGE_KEY, '{not json');
    expect(identifyForAnalytics(player('u2'), { now: T0 + 2 })).toBe(true);
    expect(JSON.parse(localStorage.getItem(IDENTIFIED_STORAGE_KEY)!)).toEqual({
      userId: 'u2',
      at: T0 + 2,
    });
  });
});

describe('track events', () => {
  it('go to the sink and to window listeners', () => {
    const listener = vi.fn();
    window.addEventListener(ANALYTICS_EVENT, listener);
    trackEvent('sign-in-failed', { code: 'wrong-password' });
    window.removeEventListener(ANALYTICS_EVENT, listener);
    expect(sink).toHaveBeenCalledWith({
      type: 'track',
      name: 'sign-in-failed',
      properties: { code: 'wrong-password' },
    });
    expect((listener.mock.calls[0]![0] as CustomEvent).detail).toEqual({
      name: 'sign-in-failed',
      properties: { code: 'wrong-password' },
    });
  });
});
