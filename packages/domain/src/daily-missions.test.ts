import { describe, expect, it } from 'vitest';
import { dailyMissionsStatus, msUntilEndOfLocalDay } from './daily-missions.ts';

describe('dailyMissionsStatus', () => {
  it('defaults the total to 10', () => {
    expect(dailyMissionsStatus({ completed: 3 })).toEqual({
      completed: 3,
      total: 10,
      allCompleted: false,
      label: '3/10',
    });
    expect(dailyMissionsStatus({ completed: 3, total: null }).total).toBe(10);
  });

  it('is all completed at the total and clamps the count into range', () => {
    expect(dailyMissionsStatus({ completed: 5, total: 5 }).allCompleted).toBe(true);
    expect(dailyMissionsStatus({ completed: 7, total: 5 }).label).toBe('5/5');
    expect(dailyMissionsStatus({ completed: -1, total: 5 }).label).toBe('0/5');
  });
});

describe('msUntilEndOfLocalDay', () => {
  it('counts down to 23:59:59 local time', () => {
    expect(msUntilEndOfLocalDay(new Date(2024, 4, 15, 23, 0, 0))).toBe(3_599_000);
    expect(msUntilEndOfLocalDay(new Date(2024, 4, 15, 0, 0, 0))).toBe(86_399_000);
  });

  it('is 0 at 23:59:59 and in the last second of the day', () => {
    expect(msUntilEndOfLocalDay(new Date(2024, 4, 15, 23, 59, 59))).toBe(0);
    expect(msUntilEndOfLocalDay(new Date(2024, 4, 15, 23, 59, 59, 500).getTime())).toBe(0);
  });

  it('follows the local clock across a daylight-saving change', () => {
    // vitest.config.ts runs tests in America/New_York, where 2024-03-10 has only 23 hours.
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('America/New_York');
    expect(msUntilEndOfLocalDay(new Date(2024, 2, 10, 0, 0, 0))).toBe(86_399_000 - 3_600_000);
  });
});
