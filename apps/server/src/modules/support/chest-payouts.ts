// Issue 29 §1 (season health, "chests: payouts observed against the published odds"): for every chest
// type with a published drop table, which line each opening of the window paid out, against the odds
// the Wall shows (lineProbabilities of @levelup/domain), with Pearson's chi-squared goodness-of-fit test.
//
// What is counted: each opening's FIRST roll (chest_openings.rolled_lines[1], recorded by the opening
// since migration 0024). Only the first roll is drawn from the published odds as they are shown: a later
// roll of the same opening picks among the lines still eligible (maxPerOpening), so its odds depend on
// the rolls before it. Openings where a period-capped line had already run out (period_remaining <= 0)
// rolled without that line and are left out, as are openings under an earlier drop table (opened before
// chest_tables.updated_at, which a data file moves only when the table changes) and openings made
// before lines were recorded. Expected count of a line = counted openings × its probability.
//
// The test: χ² = Σ (observed − expected)² / expected over the lines, k − 1 degrees of freedom, p-value
// = 1 − CDF (@stdlib/stats-base-dists-chisquare-cdf). It is valid only when every expected count is at
// least 5 (Cochran's rule); below that the chest is not tested (pValue null, not flagged) and the text
// says which line is short — lines are not merged, since merging would hide the rare lines, the ones
// worth watching. A chest is flagged when p < 0.001: checked daily over twenty chests, a fair chest is
// flagged by chance about once in fifty days of the whole list. A line the table gives 0 odds on (an
// item its guaranteed items already fill to maxPerOpening) that paid out anyway flags the chest at once.
import chisquareCdf from '@stdlib/stats-base-dists-chisquare-cdf';
import { sql, type SQL } from 'drizzle-orm';
import { lineProbabilities, type ChestTable } from '@levelup/domain/chest-rolls';
import type { Database } from '#db/client.ts';
import { readWatermark, rows } from './health-rows.ts';

/** An opening rolled with a period-capped line run out (left out of the test). */
export const cappedOut = sql`jsonb_path_exists(period_remaining, '$.* ? (@ <= 0)')`;

/** Flag below this p-value (see above). */
export const FLAG_BELOW_P = 0.001;
/** The least expected count of every line for the chi-squared test to be valid. */
export const MIN_EXPECTED = 5;

export type ChestLinePayouts = { label: string; expected: number; observed: number };

export type ChestPayouts = {
  chest: string;
  /** Openings counted (their first roll), in the window. */
  openings: number;
  lines: ChestLinePayouts[];
  /** The test run and its statistic, or why it was not run. */
  test: string;
  pValue: number | null;
  flagged: boolean;
};

/** A line as players read it: item and amount range. */
export const lineLabel = (line: ChestTable['lines'][number]) =>
  line.minAmount === line.maxAmount
    ? `${line.itemKey} ${line.minAmount}`
    : `${line.itemKey} ${line.minAmount}-${line.maxAmount}`;

/**
 * Each line's odds on an opening's first roll with every period cap still open: the published
 * probability, except a line whose item the guaranteed items already fill to maxPerOpening (0, the
 * others scaled up), exactly as rollChest makes it eligible.
 */
export function firstRollProbabilities(table: ChestTable): number[] {
  const given = new Map<string, number>();
  for (const item of table.guaranteed) {
    const cap = table.maxPerOpening[item.itemKey] ?? Infinity;
    const held = given.get(item.itemKey) ?? 0;
    given.set(item.itemKey, held + Math.min(item.amount, cap - held));
  }
  const eligible = table.lines.map(
    (line) => (table.maxPerOpening[line.itemKey] ?? Infinity) - (given.get(line.itemKey) ?? 0) > 0,
  );
  const probabilities = lineProbabilities(
    table.lines.map((line, index) => ({ ...line, weight: eligible[index] ? line.weight : 0 })),
  );
  return probabilities;
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));

/** The test of one chest from its first-roll counts per line index (see the rules above). */
export function testPayouts(
  chest: string,
  table: ChestTable,
  observedByLine: ReadonlyMap<number, number>,
  leftOut: number,
): ChestPayouts {
  const probabilities = firstRollProbabilities(table);
  const openings = [...observedByLine.values()].reduce((sum, count) => sum + count, 0);
  const lines = table.lines.map((line, index) => ({
    label: lineLabel(line),
    expected: openings * (probabilities[index] ?? 0),
    observed: observedByLine.get(index) ?? 0,
  }));
  const note =
    leftOut > 0 ? ` (${leftOut} openings with a period-capped line run out left out)` : '';
  const result = (test: string, pValue: number | null, flagged: boolean): ChestPayouts => ({
    chest,
    openings,
    lines: lines.map((line) => ({ ...line, expected: round(line.expected, 3) })),
    test: `${test}${note}`,
    pValue,
    flagged,
  });
  const impossible = lines.filter((line, index) => probabilities[index] === 0 && line.observed > 0);
  if (impossible.length > 0)
    return result(
      `paid out on lines with no odds: ${impossible.map((line) => `${line.label} ×${line.observed}`).join(', ')}`,
      0,
      true,
    );
  if (openings === 0) return result('not run: no openings in the window', null, false);
  const tested = lines.filter((_, index) => (probabilities[index] ?? 0) > 0);
  if (tested.length < 2) return result('not run: a single line, nothing to test', null, false);
  const short = tested.find((line) => line.expected < MIN_EXPECTED);
  if (short)
    return result(
      `not run: too few openings — ${short.label} expects ${short.expected.toFixed(2)} first rolls, ` +
        `Pearson's chi-squared needs at least ${MIN_EXPECTED} on every line`,
      null,
      false,
    );
  const statistic = tested.reduce(
    (sum, line) => sum + (line.observed - line.expected) ** 2 / line.expected,
    0,
  );
  const degrees = tested.length - 1;
  const pValue = Math.max(0, 1 - chisquareCdf(statistic, degrees));
  return result(
    `Pearson's chi-squared goodness of fit on each opening's first roll: χ² = ${statistic.toFixed(2)}, ` +
      `${degrees} degrees of freedom, flagged when p < ${FLAG_BELOW_P}`,
    pValue,
    pValue < FLAG_BELOW_P,
  );
}

const DAY_MS = 86_400_000;
const ts = (at: Date) => sql`${at.toISOString()}::timestamptz`;

/**
 * Where a chest's counts come from: the rollup's days (health-rollup.ts) from the first whole UTC day
 * after both `since` and the table's publication, and the openings themselves after the watermark and
 * before that first whole day. Each range is its own branch with its bounds as values, so the planner
 * scans chest_openings_type_opened for that chest and range only.
 */
function chestSources(chest: string, cutoff: Date, watermark: Date | null): SQL[] {
  const firstWholeDay = new Date(Math.ceil(cutoff.getTime() / DAY_MS) * DAY_MS);
  const opened = (from: Date, to: Date | null) =>
    sql`select chest_type, rolled_lines[1] as line, ${cappedOut} as capped_out, 1 as n
        from chest_openings
        where chest_type = ${chest} and cardinality(rolled_lines) > 0
          and opened_at >= ${ts(from)} ${to ? sql`and opened_at < ${ts(to)}` : sql``}`;
  if (!watermark) return [opened(cutoff, null)];
  const sources = [
    sql`select chest_type, line, capped_out, openings as n from health_chest_days
        where chest_type = ${chest} and day >= ${firstWholeDay.toISOString().slice(0, 10)}::date`,
    opened(new Date(Math.max(cutoff.getTime(), watermark.getTime())), null),
  ];
  const before = Math.min(firstWholeDay.getTime(), watermark.getTime());
  if (cutoff.getTime() < before) sources.push(opened(cutoff, new Date(before)));
  return sources;
}

/** Every published chest's payouts since `since` (the panel's window). */
export async function chestPayouts(db: Database, since: Date): Promise<ChestPayouts[]> {
  const tables = await rows<{
    chest_type: string;
    drop_table: ChestTable;
    updated_at: Date | string;
  }>(db, sql`select chest_type, drop_table, updated_at from chest_tables order by chest_type`);
  if (tables.length === 0) return [];
  const mark = await readWatermark(db);
  const watermark = mark === '-infinity' ? null : new Date(mark);
  const sources = tables.flatMap((table) =>
    chestSources(
      table.chest_type,
      new Date(Math.max(new Date(table.updated_at).getTime(), since.getTime())),
      watermark,
    ),
  );
  const counted = await rows<{ chest_type: string; line: number; capped_out: boolean; n: string }>(
    db,
    sql`select chest_type, line, capped_out, sum(n) as n
        from (${sql.join(sources, sql` union all `)}) counted
        group by 1, 2, 3`,
  );
  return tables.map(({ chest_type: chest, drop_table: table }) => {
    const observed = new Map<number, number>();
    let leftOut = 0;
    for (const row of counted.filter((found) => found.chest_type === chest)) {
      if (row.capped_out) leftOut += Number(row.n);
      else observed.set(Number(row.line), (observed.get(Number(row.line)) ?? 0) + Number(row.n));
    }
    return testPayouts(chest, table, observed, leftOut);
  });
}
