// spec 2 §3: interval strings are parsed into years, months, days, hours, minutes and seconds.

/** A calendar interval; each field may be negative, seconds may be fractional. */
export type Interval = {
  years: number;
  months: number;
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
};

type Unit = keyof Interval;

const UNIT_WORDS: ReadonlyArray<[RegExp, Unit, number]> = [
  [/^(years?|yrs?)$/, 'years', 1],
  [/^(mons?|months?)$/, 'months', 1],
  [/^weeks?$/, 'days', 7],
  [/^days?$/, 'days', 1],
  [/^(hours?|hrs?)$/, 'hours', 1],
  [/^(mins?|minutes?)$/, 'minutes', 1],
  [/^(secs?|seconds?)$/, 'seconds', 1],
];

// One part of the Postgres text form: "<n> <unit>" or "[+-]hh:mm[:ss[.fff]]".
const POSTGRES_PART =
  /\s*(?:([+-]?\d+(?:\.\d+)?)\s*([a-z]+)|([+-]?)(\d+):(\d{2})(?::(\d{2}(?:\.\d+)?))?)\s*/gy;
const ISO =
  /^P(?:(-?\d+)Y)?(?:(-?\d+)M)?(?:(-?\d+)W)?(?:(-?\d+)D)?(?:T(?:(-?\d+)H)?(?:(-?\d+)M)?(?:(-?\d+(?:[.,]\d+)?)S)?)?$/;

const zero = (): Interval => ({ years: 0, months: 0, days: 0, hours: 0, minutes: 0, seconds: 0 });

function invalid(text: string): RangeError {
  return new RangeError(`Invalid interval: "${text}"`);
}

function parseIso(text: string, match: RegExpExecArray): Interval {
  const [, y, mo, w, d, h, mi, s] = match;
  if (match.slice(1).every((part) => part === undefined) || text.endsWith('T')) throw invalid(text);
  const n = (part: string | undefined) => (part === undefined ? 0 : Number(part.replace(',', '.')));
  return {
    years: n(y),
    months: n(mo),
    days: n(w) * 7 + n(d),
    hours: n(h),
    minutes: n(mi),
    seconds: n(s),
  };
}

function parsePostgres(text: string, body: string): Interval {
  const result = zero();
  POSTGRES_PART.lastIndex = 0;
  let matched = false;
  while (POSTGRES_PART.lastIndex < body.length) {
    const part = POSTGRES_PART.exec(body);
    if (part === null) throw invalid(text);
    matched = true;
    const [, amount, word, sign, hh, mm, ss] = part;
    if (amount !== undefined && word !== undefined) {
      const unit = UNIT_WORDS.find(([pattern]) => pattern.test(word));
      if (unit === undefined || (unit[1] !== 'seconds' && amount.includes('.')))
        throw invalid(text);
      result[unit[1]] += Number(amount) * unit[2];
    } else {
      const direction = sign === '-' ? -1 : 1;
      result.hours += direction * Number(hh);
      result.minutes += direction * Number(mm);
      result.seconds += direction * Number(ss ?? 0);
    }
  }
  if (!matched) throw invalid(text);
  return result;
}

/**
 * Parses a Postgres interval ('1 year 2 mons 3 days 04:05:06', '7 days', '-01:00:00', '@ 2 hours ago')
 * or an ISO 8601 duration ('P1DT2H', 'P2W'); weeks become days. Throws RangeError on anything else.
 */
export function parseInterval(text: string): Interval {
  const trimmed = text.trim();
  const iso = ISO.exec(trimmed);
  if (iso !== null) return parseIso(trimmed, iso);
  const lower = trimmed.toLowerCase();
  const ago = /\sago$/.test(lower);
  const body = lower.replace(/^@\s*/, '').replace(/\s+ago$/, '');
  const parsed = parsePostgres(text, body);
  const direction = ago ? -1 : 1;
  const fields = Object.entries(parsed).map(([unit, value]) => [unit, value * direction + 0]);
  return Object.fromEntries(fields) as Interval;
}
