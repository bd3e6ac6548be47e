// Verifiable chest rolls (issue 12 Build 5; spec 2 §3 chest types, §4 daily chest). Pure: the HMAC
// is passed in (the server and the `chest verify` CLI give node:crypto's HMAC-SHA256), so anyone with
// the revealed seed of a period recomputes the same rewards.
//
// Derivation, exactly:
//   digest(rollIndex) = HMAC-SHA256(key = the period's 32-byte seed, message = `${userId}:${counter}:${rollIndex}`)
//   u(digest, i)      = the big-endian integer of digest bytes [6i, 6i+6) divided by 2^48, in [0, 1)
//   line              = the first eligible line (file order) whose running weight sum exceeds
//                       floor(u(digest, 0) * total eligible weight)
//   amount            = min + floor(u(digest, 1) * (max - min + 1)), then cut to the line's caps
// Eligible lines: those whose item has not reached the table's per-opening cap (maxPerOpening, counting
// the guaranteed items) and whose period cap (periodCap, shared by every player of the period) still has
// some left in the snapshot the opening recorded. A capped-out line is thus re-rolled out: the pick is
// made among the lines still eligible. rollIndex runs 0..rolls-1; guaranteed items come first, unrolled.
//
// The daily chest (spec 2 §4) of a player's n-th daily chest uses the message `${userId}:daily-chest:${n}`:
//   position = positionMin + floor(u(digest, 0) * (positionMax - positionMin + 1))
//   rarity   = the weighted pick of u(digest, 1) among the configured rarities.

export type ChestLine = {
  itemKey: string;
  minAmount: number;
  maxAmount: number;
  /** A positive whole number; a line's chance is weight / total weight of the eligible lines. */
  weight: number;
  /** The most of this line all openings of a period may give (rare lines); none when absent. */
  periodCap?: number | undefined;
};

export type ChestTable = {
  rolls: number;
  lines: readonly ChestLine[];
  guaranteed: readonly { itemKey: string; amount: number }[];
  /** Item key -> the most one opening gives of it (guaranteed items included). */
  maxPerOpening: Readonly<Record<string, number>>;
};

export type RolledReward = { itemKey: string; amount: number };

/** HMAC-SHA256 keyed with the period's seed; returns the 32-byte digest. */
export type RollHmac = (message: string) => Uint8Array;

const TWO_POW_48 = 2 ** 48;

/** u(digest, i): bytes [6i, 6i+6) as a big-endian 48-bit integer over 2^48, uniform in [0, 1). */
function uniformAt(digest: Uint8Array, index: number): number {
  let value = 0;
  for (let offset = index * 6; offset < index * 6 + 6; offset += 1) {
    const byte = digest[offset];
    if (byte === undefined) throw new Error(`digest too short for u(${index})`);
    value = value * 256 + byte;
  }
  return value / TWO_POW_48;
}

/** The weighted pick of u among entries (positive whole weights), in order. */
function pickWeighted<T extends { weight: number }>(entries: readonly T[], u: number): T {
  const total = entries.reduce((sum, entry) => sum + entry.weight, 0);
  if (entries.length === 0 || total <= 0) throw new Error('nothing to pick from');
  const target = Math.floor(u * total);
  let running = 0;
  for (const entry of entries) {
    running += entry.weight;
    if (target < running) return entry;
  }
  return entries[entries.length - 1]!;
}

export const rollMessage = (userId: string, counter: number, rollIndex: number) =>
  `${userId}:${counter}:${rollIndex}`;

/** Lines' keys for period caps: the line's index in the table and its item key. */
export const lineCapKey = (index: number, line: ChestLine) => `${index}:${line.itemKey}`;

export type RollInput = {
  userId: string;
  counter: number;
  /** What each period-capped line (lineCapKey) had left when the opening began. */
  periodRemaining: Readonly<Record<string, number>>;
};

export type RollResult = {
  /** Every item once, summed, guaranteed first then in roll order. */
  rewards: RolledReward[];
  /** What each period-capped line gave in this opening (lineCapKey -> amount). */
  periodTaken: Record<string, number>;
  /** The index in table.lines of the line each roll landed on, in roll order (issue 29 §1 odds check). */
  lines: number[];
};

/** Rolls one opening of a table (see the derivation above). */
export function rollChest(table: ChestTable, hmac: RollHmac, input: RollInput): RollResult {
  const totals = new Map<string, number>();
  const add = (itemKey: string, amount: number) =>
    totals.set(itemKey, (totals.get(itemKey) ?? 0) + amount);
  const capLeft = (itemKey: string) => {
    const cap = table.maxPerOpening[itemKey];
    return cap === undefined ? Infinity : cap - (totals.get(itemKey) ?? 0);
  };
  for (const item of table.guaranteed)
    add(item.itemKey, Math.min(item.amount, capLeft(item.itemKey)));

  const remaining = new Map(Object.entries(input.periodRemaining));
  const periodTaken: Record<string, number> = {};
  const lines = table.lines.map((line, index) => ({
    ...line,
    index,
    capKey: lineCapKey(index, line),
  }));
  const landed: number[] = [];
  const periodLeft = (line: (typeof lines)[number]) =>
    line.periodCap === undefined ? Infinity : (remaining.get(line.capKey) ?? line.periodCap);

  for (let rollIndex = 0; rollIndex < table.rolls; rollIndex += 1) {
    const eligible = lines.filter((line) => capLeft(line.itemKey) > 0 && periodLeft(line) > 0);
    if (eligible.length === 0) break;
    const digest = hmac(rollMessage(input.userId, input.counter, rollIndex));
    const line = pickWeighted(eligible, uniformAt(digest, 0));
    landed.push(line.index);
    const rolled =
      line.minAmount + Math.floor(uniformAt(digest, 1) * (line.maxAmount - line.minAmount + 1));
    const amount = Math.min(rolled, capLeft(line.itemKey), periodLeft(line));
    add(line.itemKey, amount);
    if (line.periodCap !== undefined) {
      remaining.set(line.capKey, periodLeft(line) - amount);
      periodTaken[line.capKey] = (periodTaken[line.capKey] ?? 0) + amount;
    }
  }
  const rewards = [...totals]
    .filter(([, amount]) => amount > 0)
    .map(([itemKey, amount]) => ({ itemKey, amount }));
  return { rewards, periodTaken, lines: landed };
}

export const dailyChestMessage = (userId: string, sequence: number) =>
  `${userId}:daily-chest:${sequence}`;

export type DailyChestDraw = { position: number; rarity: string };

/** spec 2 §4: where the player's n-th daily chest sits in the feed and its rarity. */
export function drawDailyChest(
  hmac: RollHmac,
  input: {
    userId: string;
    sequence: number;
    positionMin: number;
    positionMax: number;
    rarities: readonly { chestType: string; weight: number }[];
  },
): DailyChestDraw {
  const digest = hmac(dailyChestMessage(input.userId, input.sequence));
  const span = input.positionMax - input.positionMin + 1;
  const position = input.positionMin + Math.floor(uniformAt(digest, 0) * span);
  const rarity = pickWeighted(input.rarities, uniformAt(digest, 1)).chestType;
  return { position, rarity };
}

/** One line's chance on one roll: weight over the table's total weight (spec 2 §3 odds shown). */
export function lineProbabilities(lines: readonly ChestLine[]): number[] {
  const total = lines.reduce((sum, line) => sum + line.weight, 0);
  return lines.map((line) => (total > 0 ? line.weight / total : 0));
}
