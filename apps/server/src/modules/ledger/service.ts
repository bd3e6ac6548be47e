// The only way balances change (ARCHITECTURE.md "Server": money-like state changes through
// transactional services): a ledger entry and the balance update in the caller's transaction. An
// idempotency key already used makes the call a no-op, so a grant happens exactly once; a debit never
// takes a balance below zero (conditional UPDATE, backed by the CHECK constraint).
import type { Database } from '#db/client.ts';
import { AppError } from '#errors.ts';
import { addToBalance, appendEntry, takeFromBalance } from './store.ts';

export type LedgerChange = {
  userId: string;
  /** spec 1 §3 currencies: ALLY_TOKEN, GOLD, PLAYPOINT, SNOWFLAKE. */
  currency: string;
  /** A positive whole number. */
  amount: number;
  /** Why (a reward history type of spec 2 §3 or ours, e.g. SSO_UPGRADE). */
  reason: string;
  idempotencyKey: string;
};

export type LedgerResult = { applied: boolean };

function assertAmount(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount <= 0)
    throw new Error(`A ledger amount must be a positive integer, got ${amount}`);
}

/** Adds to a balance once per idempotency key. Call inside a transaction. */
export async function credit(tx: Database, change: LedgerChange): Promise<LedgerResult> {
  assertAmount(change.amount);
  const { amount, ...entry } = change;
  if (!(await appendEntry(tx, { ...entry, delta: amount }))) return { applied: false };
  await addToBalance(tx, change);
  return { applied: true };
}

/**
 * Takes from a balance once per idempotency key; throws insufficient-balance (spec 2 §8) when the
 * balance is short, which rolls back the caller's transaction, entry included.
 */
export async function debit(tx: Database, change: LedgerChange): Promise<LedgerResult> {
  assertAmount(change.amount);
  const { amount, ...entry } = change;
  if (!(await appendEntry(tx, { ...entry, delta: -amount }))) return { applied: false };
  if (!(await takeFromBalance(tx, change)))
    throw new AppError('insufficient-balance', `Not enough ${change.currency}.`);
  return { applied: true };
}
