import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hasMigratedToSso, scheduleSsoUpgradeModal } from './sso-upgrade-schedule.ts';

describe('scheduleSsoUpgradeModal', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens after 2 s and then every 3,600,000 ms', () => {
    const open = vi.fn();
    scheduleSsoUpgradeModal(open);
    vi.advanceTimersByTime(1999);
    expect(open).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(open).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(3_600_000);
    expect(open).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(3_600_000);
    expect(open).toHaveBeenCalledTimes(3);
  });

  it('stops when cancelled, before or after the first opening', () => {
    const open = vi.fn();
    scheduleSsoUpgradeModal(open)();
    vi.advanceTimersByTime(10_000);
    expect(open).not.toHaveBeenCalled();
    const cancel = scheduleSsoUpgradeModal(open);
    vi.advanceTimersByTime(2000);
    cancel();
    vi.advanceTimersByTime(3_600_000);
    expect(open).toHaveBeenCalledTimes(1);
  });
});

describe('hasMigratedToSso', () => {
  it('is true only for has_migrated_to_sso: true', () => {
    expect(hasMigratedToSso({ has_migrated_to_sso: true })).toBe(true);
    expect(hasMigratedToSso({ has_migrated_to_sso: false })).toBe(false);
    expect(hasMigratedToSso({})).toBe(false);
    expect(hasMigratedToSso(null)).toBe(false);
  });
});
