import { describe, expect, it } from 'vitest';
import { parseInterval } from './interval.ts';

const none = { years: 0, months: 0, days: 0, hours: 0, minutes: 0, seconds: 0 };

describe('parseInterval (Postgres)', () => {
  it('reads the full default output style', () => {
    expect(parseInterval('1 year 2 mons 3 days 04:05:06')).toEqual({
      years: 1,
      months: 2,
      days: 3,
      hours: 4,
      minutes: 5,
      seconds: 6,
    });
  });

  it('reads single units and a bare time', () => {
    expect(parseInterval('7 days')).toEqual({ ...none, days: 7 });
    expect(parseInterval('1 day')).toEqual({ ...none, days: 1 });
    expect(parseInterval('01:00:00')).toEqual({ ...none, hours: 1 });
    expect(parseInterval('100:30')).toEqual({ ...none, hours: 100, minutes: 30 });
    expect(parseInterval('00:00:00')).toEqual(none);
  });

  it('keeps signs per part and fractional seconds', () => {
    expect(parseInterval('-1 days +02:03:04.5')).toEqual({
      ...none,
      days: -1,
      hours: 2,
      minutes: 3,
      seconds: 4.5,
    });
    expect(parseInterval('-01:30:00')).toEqual({ ...none, hours: -1, minutes: -30 });
  });

  it('reads the verbose style, with ago negating', () => {
    expect(parseInterval('@ 2 hours 5 mins 1 sec')).toEqual({
      ...none,
      hours: 2,
      minutes: 5,
      seconds: 1,
    });
    expect(parseInterval('@ 1 year 3 days ago')).toEqual({ ...none, years: -1, days: -3 });
  });

  it('turns weeks into days', () => {
    expect(parseInterval('2 weeks 1 day')).toEqual({ ...none, days: 15 });
  });
});

describe('parseInterval (ISO 8601)', () => {
  it('reads date and time designators', () => {
    expect(parseInterval('P1DT2H')).toEqual({ ...none, days: 1, hours: 2 });
    expect(parseInterval('P1Y2M3DT4H5M6.5S')).toEqual({
      years: 1,
      months: 2,
      days: 3,
      hours: 4,
      minutes: 5,
      seconds: 6.5,
    });
    expect(parseInterval('PT30M')).toEqual({ ...none, minutes: 30 });
    expect(parseInterval('P2W')).toEqual({ ...none, days: 14 });
    expect(parseInterval('P-1Y-2M')).toEqual({ ...none, years: -1, months: -2 });
  });
});

describe('parseInterval rejects garbage', () => {
  it.each([
    '',
    '   ',
    'abc',
    '7',
    '1 fortnight',
    '1.5 days',
    'P',
    'PT',
    'P1DT',
    '1 day and 2 hours',
    '12:5',
    'P1H',
    '@',
    'ago',
  ])('throws RangeError on %j', (text) => {
    expect(() => parseInterval(text)).toThrow(RangeError);
  });
});
