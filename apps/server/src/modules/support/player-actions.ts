// Issue 29 §2 (player support): the audited actions an operator or support agent takes on a player —
// ban and unban, sign out everywhere, revoke an item or currency. Each is one transaction with its
// audit entry (who, when, what, why, before and after), under the player's lock like a grant; a
// revocation goes through the ledger and never takes a balance below zero (`insufficient-balance`).
import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { refreshTokens } from '#db/schema/sessions.ts';
import { users } from '#db/schema/users.ts';
import { AppError, invalidInput } from '#errors.ts';
import { normalizeEmail } from '#modules/accounts/email-address.ts';
import { revokeUserFamilies } from '#modules/accounts/refresh-tokens-store.ts';
import { findUserByEmail } from '#modules/accounts/users-store.ts';
import { auditReason, OPERATOR_API_ACTOR, writeAudit } from '#modules/audit/audit-log.ts';
import { toItemLogEvent } from '#modules/ledger/item-log.ts';
import { debit } from '#modules/ledger/service.ts';
import { LedgerReason } from '#modules/progression/messages.ts';
import { findBalance, lockPlayer } from '#modules/progression/store.ts';
import { transactionWithEvents, type PlayerEvents } from '#realtime/player-events.ts';
import { ACCOUNT_ID } from './player-lookup.ts';

/** Whom an action names: an e-mail (the CLI, the operator API) or an account id (the console). */
export type PlayerRef =
  { email: string; playerId?: undefined } | { playerId: string; email?: undefined };

/**
 * Who acts and why (the audit log's actor and reason). `authorize` runs first inside the action's own
 * transaction (the console's role check, issue 29: role check and audit entry in one transaction);
 * it throws to refuse.
 */
export type AuditedAction = {
  reason: string;
  actor?: string | null;
  authorize?: ((tx: Database) => Promise<void>) | null;
};

/** Who acts on whom and why (the audit log's actor, player and reason). */
export type SupportRequest = PlayerRef & AuditedAction;

export type ItemRevocation = SupportRequest & {
  itemKey: string;
  amount: number;
  idempotencyKey?: string | null;
};

export type SupportResult = {
  email: string | null;
  banned: boolean;
  /** Sessions this action signed out. */
  sessionsRevoked: number;
  /** The balance of the revoked item after the action, when one was revoked. */
  balance?: { itemKey: string; amount: number };
};

/**
 * The account an action names. By e-mail: refused (invalid-input) without an account, as the CLI has
 * always said; by id (the console, which found the player first): not-found.
 */
export async function targetPlayer(
  db: Database,
  ref: PlayerRef,
): Promise<{ id: string; email: string | null }> {
  if (ref.playerId !== undefined) {
    if (!ACCOUNT_ID.test(ref.playerId))
      throw new AppError('not-found', `No player ${ref.playerId}.`);
    const [user] = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(users.id, ref.playerId));
    if (!user) throw new AppError('not-found', `No player ${ref.playerId}.`);
    return user;
  }
  const normalized = normalizeEmail(ref.email);
  const user = await findUserByEmail(db, normalized);
  if (!user) throw invalidInput(`No account for ${normalized}.`);
  return { id: user.id, email: normalized };
}

export function createSupportActions({
  db,
  events,
  now = () => new Date(),
}: {
  db: Database;
  events: PlayerEvents;
  now?: () => Date;
}) {
  const player = (ref: PlayerRef) => targetPlayer(db, ref);

  /** The player's sign-in state inside the transaction: banned or not, live sessions. */
  async function accountState(tx: Database, userId: string) {
    const [row] = await tx
      .select({ bannedAt: users.bannedAt })
      .from(users)
      .where(eq(users.id, userId));
    const live = await tx
      .selectDistinct({ familyId: refreshTokens.familyId })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
    return { banned: row?.bannedAt != null, liveSessions: live.length };
  }

  /** Bans (or unbans) and signs out, audited; `action` names it in the log. */
  async function setBanned(
    request: SupportRequest,
    banned: boolean,
    action: 'player.ban' | 'player.unban' | 'player.sign-out',
  ): Promise<SupportResult> {
    const reason = auditReason(request.reason);
    const target = await player(request);
    return db.transaction(async (tx) => {
      await request.authorize?.(tx);
      await lockPlayer(tx, target.id);
      const before = await accountState(tx, target.id);
      if (action !== 'player.sign-out')
        await tx
          .update(users)
          .set({ bannedAt: banned ? now() : null })
          .where(eq(users.id, target.id));
      // A ban signs the player out everywhere: every request checks its session family, so the
      // next call of each open page is refused and no refresh brings it back.
      if (action !== 'player.unban') await revokeUserFamilies(tx, target.id, now());
      const after = await accountState(tx, target.id);
      await writeAudit(tx, {
        actor: request.actor || OPERATOR_API_ACTOR,
        action,
        playerId: target.id,
        playerEmail: target.email,
        reason,
        detail: {},
        before,
        after,
      });
      return {
        email: target.email,
        banned: after.banned,
        sessionsRevoked: before.liveSessions - after.liveSessions,
      };
    });
  }

  return {
    /** `player ban`: signed out everywhere, and no sign-in until unbanned (`account-banned`). */
    banPlayer: (request: SupportRequest) => setBanned(request, true, 'player.ban'),
    /** `player unban`: the player may sign in again. */
    unbanPlayer: (request: SupportRequest) => setBanned(request, false, 'player.unban'),
    /** `player sign-out`: every session of the player ends (a stolen device, a shared password). */
    signOutPlayer: (request: SupportRequest) => setBanned(request, false, 'player.sign-out'),

    /** `item revoke`: takes an item or currency back through the ledger, never below zero. */
    async revokeItem(request: ItemRevocation): Promise<SupportResult> {
      if (!Number.isSafeInteger(request.amount) || request.amount <= 0)
        throw invalidInput(`The amount must be a positive whole number, got ${request.amount}.`);
      const reason = auditReason(request.reason);
      const target = await player(request);
      const idempotencyKey = request.idempotencyKey || `admin-revoke:${randomUUID()}`;
      return transactionWithEvents(db, events, async (tx, emit) => {
        await request.authorize?.(tx);
        await lockPlayer(tx, target.id);
        const account = await accountState(tx, target.id);
        const balanceOf = async () => ({
          itemKey: request.itemKey,
          amount: await findBalance(tx, target.id, request.itemKey),
        });
        const before = await balanceOf();
        const { entry } = await debit(
          { tx, emit },
          {
            userId: target.id,
            currency: request.itemKey,
            amount: request.amount,
            reason: LedgerReason.operator,
            idempotencyKey,
          },
        );
        const after = await balanceOf();
        // A repeated idempotency key took nothing: nothing happened, so nothing is audited.
        if (entry) {
          emit(target.id, { kind: 'itemLog', log: toItemLogEvent(entry) });
          await writeAudit(tx, {
            actor: request.actor || OPERATOR_API_ACTOR,
            action: 'item.revoke',
            playerId: target.id,
            playerEmail: target.email,
            reason,
            detail: { itemKey: request.itemKey, amount: request.amount, idempotencyKey },
            before: { balance: before },
            after: { balance: after },
          });
        }
        return {
          email: target.email,
          banned: account.banned,
          sessionsRevoked: 0,
          balance: after,
        };
      });
    },
  };
}

export type SupportActions = ReturnType<typeof createSupportActions>;
