// A ledger entry as the user item log event of spec 1 §7 (published after the commit).
import type { ItemLogEvent } from '#realtime/player-events.ts';
import type { LedgerEntryRow } from './store.ts';

export function toItemLogEvent(entry: LedgerEntryRow): ItemLogEvent {
  return {
    id: String(entry.id),
    itemKey: entry.currency,
    delta: entry.delta,
    reason: entry.reason,
    battlePassId: entry.battlePassId,
    createdAt: entry.createdAt.toISOString(),
  };
}
