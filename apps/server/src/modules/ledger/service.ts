// The only way balances change (ARCHITECTURE.md "Server": money-like state changes through
// transactional services): a ledger entry and the balance update in the caller's transaction. An
// idempotency key already used makes the call a no-op, so a grant happens exactly once; a debit never
// takes a balance below zero (conditional UPDATE, backed by the CHECK constraint).
//
// Currencies and items live in user_balances; XP lives per season in user_battle_passes (creditXp), and
// its entries carry the season's id. Either way the sum of the entries equals the balance.
//
// Every change emits the balance after it (issue 10 fault 15: balances are live), published once the
// caller's transaction commits (transactionWithEvents), so an open page updates its chips.
import type { Database } from '#db/client.ts';
import { AppError } from '#errors.ts';
import type { EmitEvent } from '#realtime/player-events.ts';
import {
  addToBalance,
  addToSeasonXp,
  appendEntry,
  takeFromBalance,
  type LedgerEntryRow,
  type SeasonXpRow,
} from './store.ts';

/** The caller's transaction and where its events go until the commit. */
export type LedgerScope = { tx: Database; emit: EmitEvent };

export type LedgerChange = {
  userId: string;
  /** spec 1 §3 currencies (ALLY_TOKEN, GOLD, PLAYPOINT, SNOWFLAKE) or an item key. */
  currency: string;
  /** A positive whole number. */
  amount: number;
  /** Why (a reward history type of spec 2 §3 or ours, e.g. SSO_UPGRADE). */
  reason: string;
  idempotencyKey: string;
};

/** applied: false when the idempotency key was used before (nothing written, entry null). */
export type LedgerResult = { applied: boolean; entry: LedgerEntryRow | null };

export type { LedgerEntryRow, SeasonXpRow };

function assertAmount(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount <= 0)
    throw new Error(`A ledger amount must be a positive integer, got ${amount}`);
}

function emitBalance(
  { emit }: LedgerScope,
  userId: string,
  balance: { itemKey: string; amount: number; battlePassId: number | null },
): void {
  emit(userId, { kind: 'balance', balance });
}

/** Adds to a balance once per idempotency key. Call inside a transaction. */
export async function credit(scope: LedgerScope, change: LedgerChange): Promise<LedgerResult> {
  assertAmount(change.amount);
  const { amount, ...entry } = change;
  const written = await appendEntry(scope.tx, { ...entry, delta: amount, battlePassId: null });
  if (!written) return { applied: false, entry: null };
  const balance = await addToBalance(scope.tx, change);
  emitBalance(scope, change.userId, {
    itemKey: change.currency,
    amount: balance,
    battlePassId: null,
  });
  return { applied: true, entry: written };
}

/**
 * Takes from a balance once per idempotency key; throws insufficient-balance (spec 1 §8) when the
 * balance is short, which rolls back the caller's transaction, entry included.
 */
export async function debit(scope: LedgerScope, change: LedgerChange): Promise<LedgerResult> {
  assertAmount(change.amount);
  const { amount, ...entry } = change;
  const written = await appendEntry(scope.tx, { ...entry, delta: -amount, battlePassId: null });
  if (!written) return { applied: false, entry: null };
  const balance = await takeFromBalance(scope.tx, change);
  if (balance === null)
    throw new AppError('insufficient-balance', `Not enough ${change.currency}.`);
  emitBalance(scope, change.userId, {
    itemKey: change.currency,
    amount: balance,
    battlePassId: null,
  });
  return { applied: true, entry: written };
}

export type XpChange = Omit<LedgerChange, 'currency'> & {
  /** The season the XP counts for. */
  battlePassId: number;
  /** The season's xpItemKey: the entry's currency. */
  xpItemKey: string;
};

export type XpResult = LedgerResult & {
  /** The season row after the credit (held locked until the transaction ends); null if not applied. */
  season: SeasonXpRow | null;
};

/** Adds XP to a player's season once per idempotency key (common.md "XP is per season"). */
export async function creditXp(scope: LedgerScope, change: XpChange): Promise<XpResult> {
  assertAmount(change.amount);
  const { amount, xpItemKey, ...entry } = change;
  const written = await appendEntry(scope.tx, { ...entry, currency: xpItemKey, delta: amount });
  if (!written) return { applied: false, entry: null, season: null };
  const season = await addToSeasonXp(scope.tx, change);
  emitBalance(scope, change.userId, {
    itemKey: xpItemKey,
    amount: season.xp,
    battlePassId: change.battlePassId,
  });
  return { applied: true, entry: written, season };
}
