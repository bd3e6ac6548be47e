// The published odds of a chest (issue 27 finding 2, "Odds are a property"): what one opening gives
// as the player meets it: how many rolls, each line's chance on a roll, the guaranteed items and, per
// item, the least and the most one opening gives in total. Computed from the very table rollChest
// rolls (chest-rolls.ts), so the odds the player reads and the roll the server makes cannot drift apart.
//
// Totals follow rollChest exactly:
//   guaranteed   the table's guaranteed items, each cut to the item's maxPerOpening, summed per item;
//   maxTotal     guaranteed + every roll landing on the item's most generous lines (a periodCap line
//                gives at most its cap in one opening), then cut to maxPerOpening;
//   minTotal     for a guaranteed item, the guaranteed amount (no roll may land on it); otherwise the
//                least one roll of its lines gives (minAmount, cut to maxPerOpening; a periodCap line
//                may give as little as 1 when the day's supply runs out).
// An item a table can never give (all its amounts cut to 0) is not listed.
import { lineProbabilities, type ChestTable } from './chest-rolls.ts';

/** One line of a table: its amount on one roll and its chance on one roll. */
export type ChestOddsLine = {
  itemKey: string;
  minAmount: number;
  maxAmount: number;
  /** 0..1: weight over the table's total weight. */
  probability: number;
};

/** What one opening gives of one item, in total over its guaranteed amount and all its rolls. */
export type ChestItemTotal = {
  itemKey: string;
  /** The least an opening that gives the item gives of it. */
  minTotal: number;
  maxTotal: number;
  /** Every opening gives it. */
  guaranteed: boolean;
};

export type ChestOddsSummary = {
  rolls: number;
  /** Per item, what every opening gives before rolling. */
  guaranteed: { itemKey: string; amount: number }[];
  lines: ChestOddsLine[];
  /** Per item: guaranteed items first, then in the order of the lines. */
  totals: ChestItemTotal[];
};

/** The most `rolls` rolls give from these lines: each roll to the line that adds the most. */
function mostFromRolls(lines: ChestTable['lines'], rolls: number): number {
  const given = lines.map(() => 0);
  for (let roll = 0; roll < rolls; roll += 1) {
    const gains = lines.map(
      (line, index) =>
        Math.min(given[index]! + line.maxAmount, line.periodCap ?? Infinity) - given[index]!,
    );
    const best = gains.indexOf(Math.max(...gains));
    if (best < 0 || gains[best]! <= 0) break;
    given[best] = given[best]! + gains[best]!;
  }
  return given.reduce((sum, amount) => sum + amount, 0);
}

/** The published odds of one chest table (see the rules above). */
export function chestOdds(table: ChestTable): ChestOddsSummary {
  const capOf = (itemKey: string) => table.maxPerOpening[itemKey] ?? Infinity;
  const guaranteed = new Map<string, number>();
  for (const item of table.guaranteed) {
    const held = guaranteed.get(item.itemKey) ?? 0;
    guaranteed.set(item.itemKey, held + Math.min(item.amount, capOf(item.itemKey) - held));
  }
  const probabilities = lineProbabilities(table.lines);
  const rolled = table.lines.filter((line) => line.weight > 0 && line.maxAmount > 0);
  const itemKeys = [...new Set([...guaranteed.keys(), ...rolled.map((line) => line.itemKey)])];

  const totals = itemKeys.flatMap((itemKey): ChestItemTotal[] => {
    const cap = capOf(itemKey);
    const given = guaranteed.get(itemKey) ?? 0;
    const lines = rolled.filter((line) => line.itemKey === itemKey);
    const maxTotal = Math.min(cap, given + mostFromRolls(lines, table.rolls));
    if (maxTotal <= 0) return [];
    if (given > 0) return [{ itemKey, minTotal: given, maxTotal, guaranteed: true }];
    const least = lines.map((line) =>
      Math.max(1, Math.min(line.minAmount, cap, line.periodCap === undefined ? Infinity : 1)),
    );
    return [{ itemKey, minTotal: Math.min(...least), maxTotal, guaranteed: false }];
  });

  return {
    rolls: table.rolls,
    guaranteed: [...guaranteed]
      .filter(([, amount]) => amount > 0)
      .map(([itemKey, amount]) => ({ itemKey, amount })),
    lines: table.lines.map((line, index) => ({
      itemKey: line.itemKey,
      minAmount: line.minAmount,
      maxAmount: line.maxAmount,
      probability: probabilities[index] ?? 0,
    })),
    totals,
  };
}

/**
 * Totals over several tables, one of which an opening rolls (the daily chest's rarities, spec 2 §4):
 * per item the least and the most of any of them; guaranteed only when every table guarantees it.
 */
export function mergeChestTotals(
  summaries: readonly Pick<ChestOddsSummary, 'totals'>[],
): ChestItemTotal[] {
  const merged = new Map<string, ChestItemTotal & { tables: number }>();
  for (const { totals } of summaries)
    for (const total of totals) {
      const known = merged.get(total.itemKey);
      merged.set(
        total.itemKey,
        known
          ? {
              itemKey: total.itemKey,
              minTotal: Math.min(known.minTotal, total.minTotal),
              maxTotal: Math.max(known.maxTotal, total.maxTotal),
              guaranteed: known.guaranteed && total.guaranteed,
              tables: known.tables + 1,
            }
          : { ...total, tables: 1 },
      );
    }
  return [...merged.values()].map(({ tables, ...total }) => ({
    ...total,
    guaranteed: total.guaranteed && tables === summaries.length,
  }));
}
