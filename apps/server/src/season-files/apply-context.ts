// What every applier shares inside the one transaction of an apply: the transaction, the file being
// applied, the problems found so far and the number of rows written.
import { inArray } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { items } from '#db/schema/catalog.ts';
import { DataFileError, problem } from './data-file.ts';
import type { itemTypes } from './catalog-file.ts';

export type ItemType = (typeof itemTypes)[number];

export type ApplyContext = {
  tx: Database;
  source: string;
  /** Rows inserted, updated or deleted; 0 when the database already matched the file. */
  changes: number;
};

/** Types of the given item keys that exist in the database (including this apply's catalog). */
export async function loadItemTypes(
  tx: Database,
  keys: Iterable<string>,
): Promise<Map<string, ItemType>> {
  const wanted = [...new Set(keys)];
  if (wanted.length === 0) return new Map();
  const rows = await tx
    .select({ itemKey: items.itemKey, type: items.type })
    .from(items)
    .where(inArray(items.itemKey, wanted));
  return new Map(rows.map((row) => [row.itemKey, row.type]));
}

/** Collects reference problems of one file and throws them together. */
export class ReferenceCheck {
  private readonly problems: string[] = [];

  constructor(private readonly source: string) {}

  /** An item key must exist and, when `allowed` is given, be of one of those types. */
  item(
    known: Map<string, ItemType>,
    fieldPath: PropertyKey[],
    key: string,
    allowed?: readonly ItemType[],
  ): void {
    const type = known.get(key);
    if (type === undefined) this.fail(fieldPath, `unknown item key "${key}"`);
    else if (allowed && !allowed.includes(type)) {
      this.fail(fieldPath, `item "${key}" is ${type}, expected ${allowed.join(' or ')}`);
    }
  }

  fail(fieldPath: PropertyKey[], message: string): void {
    this.problems.push(problem(this.source, fieldPath, message));
  }

  /** Throws a DataFileError if any reference was bad, which rolls the whole apply back. */
  throwIfAny(): void {
    if (this.problems.length > 0) throw new DataFileError(this.problems);
  }
}
