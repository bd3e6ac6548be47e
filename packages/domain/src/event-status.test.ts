import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countdown, eventStatus, formatEventDate } from './event-status.ts';

const startAt = '2024-05-01T12:00:00.000Z';
const endAt = '2024-05-08T12:00:00.000Z';
const start = Date.parse(startAt);
const end = Date.parse(endAt);

describe('eventStatus', () => {
  it('is upcoming before the start, live from the start, ended from the end', () => {
    expect(eventStatus({ startAt, endAt, now: start - 1 })).toBe('UPCOMING');
    expect(eventStatus({ startAt, endAt, now: start })).toBe('LIVE');
    expect(eventStatus({ startAt, endAt, now: end - 1 })).toBe('LIVE');
    expect(eventStatus({ startAt, endAt, now: new Date(end) })).toBe('ENDED');
  });

  it('treats a missing start as started and a missing end as never ending', () => {
    expect(eventStatus({ startAt: null, endAt, now: 0 })).toBe('LIVE');
    expect(eventStatus({ startAt, endAt: null, now: end * 2 })).toBe('LIVE');
    expect(eventStatus({ now: 0 })).toBe('LIVE');
  });
});

describe('countdown', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    const target = start + ((2 * 24 + 3) * 60 + 4) * 60_000 + 5_000;
    expect(countdown(target, start)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
      done: false,
    });
  });

  it('rounds a partial second up so it is never shown as zero before the end', () => {
    expect(countdown(start + 1, start)).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 1,
      done: false,
    });
    expect(countdown(start + 59_999, start)).toMatchObject({ minutes: 1, seconds: 0 });
  });

  it('is done at and after the target', () => {
    const zero = { days: 0, hours: 0, minutes: 0, seconds: 0, done: true };
    expect(countdown(startAt, start)).toEqual(zero);
    expect(countdown(startAt, start + 10_000)).toEqual(zero);
  });

  it('adds back up to the remaining whole seconds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 * 86_400_000 }), (left) => {
        const c = countdown(start + left, start);
        const seconds = ((c.days * 24 + c.hours) * 60 + c.minutes) * 60 + c.seconds;
        expect(seconds).toBe(Math.ceil(left / 1000));
        expect(c.hours).toBeLessThan(24);
        expect(c.minutes).toBeLessThan(60);
        expect(c.seconds).toBeLessThan(60);
        expect(c.done).toBe(left === 0);
      }),
    );
  });
});

describe('formatEventDate', () => {
  it('formats as hh:mm a · MMM d, yyyy in the given time zone', () => {
    expect(formatEventDate('2024-01-07T15:05:00.000Z', { timeZone: 'UTC' })).toBe(
      '03:05 PM · Jan 7, 2024',
    );
    expect(formatEventDate(Date.UTC(2024, 8, 7, 0, 5), { timeZone: 'UTC' })).toBe(
      '12:05 AM · Sep 7, 2024',
    );
    expect(formatEventDate(new Date('2024-12-31T12:00:00.000Z'), { timeZone: 'UTC' })).toBe(
      '12:00 PM · Dec 31, 2024',
    );
  });

  it('shifts the wall-clock time and date with the zone', () => {
    expect(formatEventDate('2024-01-07T03:05:00.000Z', { timeZone: 'America/New_York' })).toBe(
      '10:05 PM · Jan 6, 2024',
    );
  });
});
