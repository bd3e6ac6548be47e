// Operator tools (issue 4 "XP and levels": an operator runs a season with `xp grant`, `item grant` and
// `special-mission complete`), used by the operator HTTP API and, when no server runs, by the CLI
// directly. Each grant gets a fresh idempotency key (reason ADMIN_OPS) unless the operator passes one,
// so repeating a command with the same key grants once.
import { randomUUID } from 'node:crypto';
import type { Database } from '#db/client.ts';
import { invalidInput } from '#errors.ts';
import { createSeasonService } from '#modules/season/service.ts';
import { transactionWithEvents, type PlayerEvents } from '#realtime/player-events.ts';
import { auditReason, OPERATOR_API_ACTOR, writeAudit } from '#modules/audit/audit-log.ts';
import {
  createSupportActions,
  targetPlayer,
  type AuditedAction,
  type PlayerRef,
} from '#modules/support/player-actions.ts';
import { grantItem } from './grants.ts';
import { LedgerReason } from './messages.ts';
import { completeSpecialMission } from './special-missions.ts';
import { loadStanding } from './standing.ts';
import { lockPlayer } from './store.ts';
import { playerState } from './audited-state.ts';

/** Which season: a group (default allypass) and its key, or the group's current season. */
export type SeasonChoice = { group?: string | null; key?: string | null };

/**
 * Issue 29 (the audit log): who acts and why, kept with the player's state before and after: the
 * actor is the CLI's author (user@host), the console's caller, or the operator API's when it names
 * none; `authorize` is the console's role check, run first in the change's transaction.
 */
export type Audited = AuditedAction;

export type XpGrantRequest = SeasonChoice &
  Audited &
  PlayerRef & {
    amount: number;
    idempotencyKey?: string | null;
  };

export type ItemGrantRequest = XpGrantRequest & { itemKey: string };

export type MissionCompletionRequest = SeasonChoice & Audited & PlayerRef & { level: number };

/** What the operator is told: what was granted (null when the key was used before) and where the player stands. */
export type OperatorResult = {
  email: string | null;
  battlePassId: number;
  itemKey: string | null;
  granted: number | null;
  idempotencyKey: string | null;
  xp: number;
  level: number;
  xpLevel: number;
};

export type OperatorTools = ReturnType<typeof createOperatorTools>;

export const DEFAULT_OPERATOR_GROUP = 'allypass';

function assertAmount(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount <= 0)
    throw invalidInput(`The amount must be a positive whole number, got ${amount}.`);
}

export function createOperatorTools({
  db,
  events,
  now = () => new Date(),
}: {
  db: Database;
  events: PlayerEvents;
  now?: () => Date;
}) {
  const seasons = createSeasonService(db, now);

  const playerId = (ref: PlayerRef) => targetPlayer(db, ref);

  async function grant(
    request: ItemGrantRequest,
    action: 'item.grant' | 'xp.grant' = 'item.grant',
  ): Promise<OperatorResult> {
    assertAmount(request.amount);
    const reason = auditReason(request.reason);
    const player = await playerId(request);
    const season = await seasons.battlePass(request.group ?? DEFAULT_OPERATOR_GROUP, request.key);
    const idempotencyKey = request.idempotencyKey || `admin:${randomUUID()}`;
    return transactionWithEvents(db, events, async (tx, emit) => {
      await request.authorize?.(tx);
      const scope = { tx, emit, now: now() };
      await lockPlayer(tx, player.id);
      const before = await playerState(tx, player.id, season.id, request.itemKey);
      const granted = await grantItem(scope, {
        userId: player.id,
        itemKey: request.itemKey,
        amount: request.amount,
        reason: LedgerReason.operator,
        idempotencyKey,
        season,
      });
      const standing = await loadStanding(tx, player.id, season.id);
      // A repeated idempotency key granted nothing: nothing happened, so nothing is audited.
      if (granted)
        await writeAudit(tx, {
          actor: request.actor || OPERATOR_API_ACTOR,
          action,
          groupKey: season.group,
          playerId: player.id,
          playerEmail: player.email,
          reason,
          detail: {
            itemKey: granted.itemKey,
            amount: granted.amount,
            battlePassId: season.id,
            idempotencyKey,
          },
          before,
          after: await playerState(tx, player.id, season.id, request.itemKey),
        });
      return {
        email: player.email,
        battlePassId: season.id,
        itemKey: granted?.itemKey ?? request.itemKey,
        granted: granted?.amount ?? null,
        idempotencyKey,
        xp: standing.xp,
        level: standing.level.level,
        xpLevel: standing.level.xpLevel,
      };
    });
  }

  return {
    /** Issue 29 §2: ban, unban, sign out and revoke, audited (modules/support/player-actions.ts). */
    ...createSupportActions({ db, events, now }),

    /** `xp grant`: the season's XP item (x1.5 with an active booster). */
    async grantXp(request: XpGrantRequest): Promise<OperatorResult> {
      const season = await seasons.battlePass(request.group ?? DEFAULT_OPERATOR_GROUP, request.key);
      return grant({ ...request, itemKey: season.xpItemKey }, 'xp.grant');
    },

    /** `item grant`: any catalog item; an XP item counts for the chosen season. */
    grantItem: (request: ItemGrantRequest) => grant(request),

    /** `special-mission complete`: the season's mission at `level` is done for the player. */
    async completeSpecialMission(request: MissionCompletionRequest): Promise<OperatorResult> {
      if (!Number.isSafeInteger(request.level) || request.level <= 0)
        throw invalidInput(`The level must be a positive whole number, got ${request.level}.`);
      const reason = auditReason(request.reason);
      const player = await playerId(request);
      const season = await seasons.battlePass(request.group ?? DEFAULT_OPERATOR_GROUP, request.key);
      return transactionWithEvents(db, events, async (tx, emit) => {
        await request.authorize?.(tx);
        await lockPlayer(tx, player.id);
        const before = await playerState(tx, player.id, season.id);
        await completeSpecialMission({ tx, emit, now: now() }, player.id, season, request.level);
        const standing = await loadStanding(tx, player.id, season.id);
        await writeAudit(tx, {
          actor: request.actor || OPERATOR_API_ACTOR,
          action: 'special-mission.complete',
          groupKey: season.group,
          playerId: player.id,
          playerEmail: player.email,
          reason,
          detail: { battlePassId: season.id, level: request.level },
          before,
          after: await playerState(tx, player.id, season.id),
        });
        return {
          email: player.email,
          battlePassId: season.id,
          itemKey: null,
          granted: null,
          idempotencyKey: null,
          xp: standing.xp,
          level: standing.level.level,
          xpLevel: standing.level.xpLevel,
        };
      });
    },
  };
}
