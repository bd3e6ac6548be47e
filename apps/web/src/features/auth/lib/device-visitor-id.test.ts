import { describe, expect, it } from 'vitest';
import { DEVICE_VISITOR_ID_KEY, deviceVisitorId } from './device-visitor-id.ts';

describe('deviceVisitorId', () => {
  it('creates a random id once and returns the same one afterwards', () => {
    localStorage.clear();
    const first = deviceVisitorId();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(deviceVisitorId()).toBe(first);
    expect(localStorage.getItem(DEVICE_VISITOR_ID_KEY)).toBe(first);
  });
});
