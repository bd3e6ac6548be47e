import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  drawDailyChest,
  lineProbabilities,
  rollChest,
  rollMessage,
  type ChestTable,
  type RollHmac,
} from './chest-rolls.ts';

/** A stand-in HMAC: 32 bytes from a string hash (the server uses HMAC-SHA256). */
const fakeHmac =
  (salt: number): RollHmac =>
  (message) => {
    let state = salt >>> 0;
    for (const char of message) state = Math.imul(state ^ char.charCodeAt(0), 2654435761) >>> 0;
    return Uint8Array.from({ length: 32 }, (_, index) => {
      state = Math.imul(state ^ (state >>> 15), 2246822519 + index) >>> 0;
      return state & 0xff;
    });
  };

const table: ChestTable = {
  rolls: 4,
  guaranteed: [{ itemKey: 'GOLD', amount: 10 }],
  lines: [
    { itemKey: 'GOLD', minAmount: 5, maxAmount: 25, weight: 60 },
    { itemKey: 'TICKET', minAmount: 1, maxAmount: 3, weight: 30 },
    { itemKey: 'RARE', minAmount: 1, maxAmount: 1, weight: 10, periodCap: 2 },
  ],
  maxPerOpening: { TICKET: 2 },
};

describe('chest rolls', () => {
  /** An HMAC whose digests hold these 6-byte groups (u(digest, 0), u(digest, 1)), zeros after. */
  const digestOf =
    (...groups: number[][]): RollHmac =>
    () => {
      const digest = new Uint8Array(32);
      groups.forEach((group, index) => digest.set(group, index * 6));
      return digest;
    };
  const dailyChest = (hmac: RollHmac, rarities = [{ chestType: 'common', weight: 1 }]) =>
    drawDailyChest(hmac, {
      userId: 'u1',
      sequence: 1,
      positionMin: 0,
      positionMax: 1023,
      rarities,
    });

  it('reads u as 6 big-endian bytes over 2^48', () => {
    // The daily chest's position is floor(u(digest, 0) × 1024) over 0..1023.
    const position = (bytes: number[]) => dailyChest(digestOf(bytes)).position;
    expect(position([0, 0, 0, 0, 0, 0])).toBe(0);
    expect(position([0, 0, 0, 0, 0, 1])).toBe(0);
    expect(position([1, 0, 0, 0, 0, 0])).toBe(4);
    expect(position([0x80, 0, 0, 0, 0, 0])).toBe(512);
    expect(position([0xff, 0xff, 0xff, 0xff, 0xff, 0xff])).toBe(1023);
  });

  it('picks by running weight: u below the first weight share picks the first line', () => {
    // The rarity is the weighted pick of u(digest, 1), bytes 6 to 11.
    const rarities = [
      { chestType: 'a', weight: 1 },
      { chestType: 'b', weight: 3 },
    ];
    const rarity = (u1: number[]) => dailyChest(digestOf([0, 0, 0, 0, 0, 0], u1), rarities).rarity;
    expect(rarity([0, 0, 0, 0, 0, 0])).toBe('a');
    expect(rarity([0x3f, 0xff, 0xff, 0xff, 0xff, 0xff])).toBe('a');
    expect(rarity([0x40, 0, 0, 0, 0, 0])).toBe('b');
    expect(rarity([0xff, 0xff, 0xff, 0xff, 0xff, 0xff])).toBe('b');
    expect(lineProbabilities(table.lines)).toEqual([0.6, 0.3, 0.1]);
  });

  it('rolls the line by u(digest, 0) and its amount by u(digest, 1)', () => {
    const oneRoll: ChestTable = { ...table, rolls: 1, guaranteed: [], maxPerOpening: {} };
    const roll = (u0: number[], u1: number[]) =>
      rollChest(oneRoll, digestOf(u0, u1), { userId: 'u1', counter: 1, periodRemaining: {} })
        .rewards;
    // Weights 60/30/10: u0 = 0.5 is GOLD (5 to 25), 0.75 TICKET (1 to 3), 0.95 RARE.
    expect(roll([0x80, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0])).toEqual([
      { itemKey: 'GOLD', amount: 5 },
    ]);
    expect(roll([0x80, 0, 0, 0, 0, 0], [0xff, 0xff, 0xff, 0xff, 0xff, 0xff])).toEqual([
      { itemKey: 'GOLD', amount: 25 },
    ]);
    expect(roll([0xc0, 0, 0, 0, 0, 0], [0x80, 0, 0, 0, 0, 0])).toEqual([
      { itemKey: 'TICKET', amount: 2 },
    ]);
    expect(roll([0xf3, 0x33, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0])).toEqual([
      { itemKey: 'RARE', amount: 1 },
    ]);
  });

  it('derives each roll from `${userId}:${counter}:${rollIndex}`', () => {
    const seen: string[] = [];
    const hmac: RollHmac = (message) => {
      seen.push(message);
      return fakeHmac(1)(message);
    };
    rollChest({ ...table, maxPerOpening: {} }, hmac, {
      userId: 'u1',
      counter: 7,
      periodRemaining: {},
    });
    expect(seen).toEqual([0, 1, 2, 3].map((index) => rollMessage('u1', 7, index)));
    expect(seen[0]).toBe('u1:7:0');
  });

  it('is deterministic, keeps amounts in range and never passes a cap', () => {
    fc.assert(
      fc.property(fc.integer(), fc.nat(1000), fc.nat(2), (salt, counter, rareLeft) => {
        const input = { userId: 'player', counter, periodRemaining: { '2:RARE': rareLeft } };
        const first = rollChest(table, fakeHmac(salt), input);
        expect(rollChest(table, fakeHmac(salt), input)).toEqual(first);
        const amountOf = (key: string) =>
          first.rewards.find((reward) => reward.itemKey === key)?.amount ?? 0;
        expect(amountOf('GOLD')).toBeGreaterThanOrEqual(10);
        expect(amountOf('GOLD')).toBeLessThanOrEqual(10 + 4 * 25);
        expect(amountOf('TICKET')).toBeLessThanOrEqual(2);
        expect(amountOf('RARE')).toBeLessThanOrEqual(rareLeft);
        expect(first.periodTaken['2:RARE'] ?? 0).toBe(amountOf('RARE'));
      }),
    );
  });

  it('rolls an exhausted period-capped line out', () => {
    const onlyRare: ChestTable = {
      rolls: 3,
      guaranteed: [],
      lines: [
        { itemKey: 'RARE', minAmount: 1, maxAmount: 1, weight: 1000, periodCap: 1 },
        { itemKey: 'GOLD', minAmount: 1, maxAmount: 1, weight: 1 },
      ],
      maxPerOpening: {},
    };
    const none = rollChest(onlyRare, fakeHmac(3), {
      userId: 'u',
      counter: 0,
      periodRemaining: { '0:RARE': 0 },
    });
    expect(none.rewards).toEqual([{ itemKey: 'GOLD', amount: 3 }]);
    // Issue 29 §1: the opening tells which line each roll landed on (the rolled-out RARE never).
    expect(none.lines).toEqual([1, 1, 1]);
  });

  it('draws the daily chest position in range and a configured rarity', () => {
    fc.assert(
      fc.property(fc.integer(), fc.nat(50), (salt, sequence) => {
        const draw = drawDailyChest(fakeHmac(salt), {
          userId: 'u',
          sequence,
          positionMin: 3,
          positionMax: 25,
          rarities: [
            { chestType: 'DAILY_CHEST', weight: 70 },
            { chestType: 'EPIC_CHEST', weight: 30 },
          ],
        });
        expect(draw.position).toBeGreaterThanOrEqual(3);
        expect(draw.position).toBeLessThanOrEqual(25);
        expect(['DAILY_CHEST', 'EPIC_CHEST']).toContain(draw.rarity);
      }),
    );
  });
});
