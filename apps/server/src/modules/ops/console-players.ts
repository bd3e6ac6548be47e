// Issue 29 §2 (player support) in the console: find a player and read their record and ledger (each view
// audited, so support access to personal data is traceable), and the audited actions — grants, special
// missions, revocations, bans, sign-outs, codes sent again. The actions are the CLI's own tools
// (progression/operator.ts, support/player-actions.ts, accounts/code-requests.ts): the console adds its
// role check inside each action's transaction (`authorize`) and names the caller as the actor.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { refreshTokens } from '#db/schema/sessions.ts';
import { users } from '#db/schema/users.ts';
import { invalidInput } from '#errors.ts';
import type { AccountsService } from '#modules/accounts/service.ts';
import { writeAudit } from '#modules/audit/audit-log.ts';
import {
  DEFAULT_OPERATOR_GROUP,
  type OperatorResult,
  type OperatorTools,
} from '#modules/progression/operator.ts';
import { targetPlayer } from '#modules/support/player-actions.ts';
import { findPlayerId, ledgerLines, playerRecord } from '#modules/support/player-lookup.ts';
import { reachableGroups, type StaffAccess, type StaffCaller } from './access.ts';
import { battlePassIdsOf, playersIn, requirePlayerInReach } from './group-scope.ts';

/** What the console writes as the reason of a view (issue 29: support access is traceable). */
export const VIEW_REASON = 'Viewed in the console';

const LEDGER_LIMIT = { default: 50, max: 500 } as const;

/** A page size within 1..max (default when not given). */
export function pageSize(limit: number | null | undefined, fallback: number, max: number): number {
  if (limit === null || limit === undefined) return fallback;
  if (!Number.isSafeInteger(limit) || limit < 1)
    throw invalidInput(`The limit must be a positive whole number, got ${limit}.`);
  return Math.min(limit, max);
}

export type GrantInput = {
  playerId: string;
  itemKey?: string | null;
  amount: number;
  reason: string;
  group?: string | null;
  key?: string | null;
  idempotencyKey?: string | null;
};

export type MissionInput = {
  playerId: string;
  level: number;
  reason: string;
  group?: string | null;
  key?: string | null;
};

export type RevokeInput = {
  playerId: string;
  itemKey: string;
  amount: number;
  reason: string;
  idempotencyKey?: string | null;
};

export type PlayerAction = 'ban' | 'unban' | 'sign-out';

export type ResendInput = {
  playerId?: string | null;
  email?: string | null;
  purpose: 'SIGN_UP' | 'RECOVERY';
  reason: string;
};

/** The group a grant or mission counts in (the operator tools' default when none is named). */
export const grantGroup = (input: { group?: string | null }): string =>
  input.group ?? DEFAULT_OPERATOR_GROUP;

export function createConsolePlayers({
  db,
  access,
  tools,
  resendEmailCode,
  now = () => new Date(),
}: {
  db: Database;
  access: StaffAccess;
  tools: OperatorTools;
  resendEmailCode: AccountsService['resendEmailCode'];
  now?: () => Date;
}) {
  /** A player's sign-in standing after an account action. */
  async function accountStanding(playerId: string) {
    const [account] = await db
      .select({ bannedAt: users.bannedAt })
      .from(users)
      .where(eq(users.id, playerId));
    const [live] = await db
      .select({ value: sql<string>`count(distinct ${refreshTokens.familyId})` })
      .from(refreshTokens)
      .where(
        and(
          eq(refreshTokens.userId, playerId),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, now()),
        ),
      );
    return { bannedAt: account?.bannedAt ?? null, liveSessions: Number(live?.value ?? 0) };
  }

  const grantResult = (playerId: string, result: OperatorResult) => ({
    playerId,
    itemKey: result.itemKey,
    granted: result.granted,
    xp: result.xp,
    level: result.level,
  });

  return {
    /** opsPlayer: the one player `who` names, within the caller's groups; the view is audited. */
    async player(caller: StaffCaller, who: string) {
      const groups = reachableGroups(caller.roles, 'players.read');
      const playerId = await findPlayerId(
        db,
        who,
        groups === null ? undefined : (ids) => playersIn(db, ids, groups),
      );
      const group = await requirePlayerInReach(db, caller.roles, 'players.read', playerId, who);
      const record = await playerRecord(db, playerId, now());
      await writeAudit(db, {
        actor: caller.actor,
        action: 'player.view',
        groupKey: group,
        playerId,
        playerEmail: record.account.email,
        reason: VIEW_REASON,
        detail: { who },
      });
      return {
        ...record.account,
        identities: record.identities,
        wallets: record.wallets,
        liveSessions: record.liveSessions,
        balances: record.balances,
        seasons:
          groups === null
            ? record.seasons
            : record.seasons.filter((season) => groups.includes(season.group)),
        purchases: record.purchases,
        claims: record.claims,
        reservations: record.reservations,
        mints: record.mints,
        referrals: record.referrals,
        chestOpenings: record.chestOpenings,
      };
    },

    /**
     * opsPlayerLedger: newest first with running balances; a partner manager reads the lines of their
     * group's seasons only. The view is audited.
     */
    async ledger(
      caller: StaffCaller,
      {
        playerId,
        currency,
        limit,
      }: { playerId: string; currency?: string | null; limit?: number | null },
    ) {
      const groups = reachableGroups(caller.roles, 'players.read');
      const player = await targetPlayer(db, { playerId });
      const group = await requirePlayerInReach(db, caller.roles, 'players.read', player.id);
      const size = pageSize(limit, LEDGER_LIMIT.default, LEDGER_LIMIT.max);
      const lines = await ledgerLines(db, player.id, {
        currency: currency ?? undefined,
        battlePassIds: groups === null ? undefined : await battlePassIdsOf(db, groups),
        limit: size,
      });
      await writeAudit(db, {
        actor: caller.actor,
        action: 'player.ledger.view',
        groupKey: group,
        playerId: player.id,
        playerEmail: player.email,
        reason: VIEW_REASON,
        detail: { currency: currency ?? null, limit: size },
      });
      return lines;
    },

    /** opsGrantItem / opsGrantXp: in the season of `group` (checked by the caller's role). */
    async grant(caller: StaffCaller, input: GrantInput) {
      const group = grantGroup(input);
      await requirePlayerInReach(db, caller.roles, 'players.grant', input.playerId);
      const request = {
        playerId: input.playerId,
        amount: input.amount,
        reason: input.reason,
        group,
        key: input.key,
        idempotencyKey: input.idempotencyKey,
        actor: caller.actor,
        authorize: (tx: Database) => access.recheck(tx, caller, 'players.grant', group),
      };
      const result = input.itemKey
        ? await tools.grantItem({ ...request, itemKey: input.itemKey })
        : await tools.grantXp(request);
      return grantResult(input.playerId, result);
    },

    /** opsCompleteSpecialMission. */
    async completeSpecialMission(caller: StaffCaller, input: MissionInput) {
      const group = grantGroup(input);
      await requirePlayerInReach(db, caller.roles, 'players.grant', input.playerId);
      const result = await tools.completeSpecialMission({
        playerId: input.playerId,
        level: input.level,
        reason: input.reason,
        group,
        key: input.key,
        actor: caller.actor,
        authorize: (tx) => access.recheck(tx, caller, 'players.grant', group),
      });
      return grantResult(input.playerId, result);
    },

    /** opsRevokeItem: through the ledger, never below zero. */
    async revokeItem(caller: StaffCaller, input: RevokeInput) {
      const result = await tools.revokeItem({
        ...input,
        actor: caller.actor,
        authorize: (tx) => access.recheck(tx, caller, 'accounts.act'),
      });
      return {
        playerId: input.playerId,
        ...(await accountStanding(input.playerId)),
        balance: result.balance?.amount ?? null,
      };
    },

    /** opsBanPlayer / opsUnbanPlayer / opsSignOutPlayer. */
    async act(
      caller: StaffCaller,
      action: PlayerAction,
      input: { playerId: string; reason: string },
    ) {
      const request = {
        playerId: input.playerId,
        reason: input.reason,
        actor: caller.actor,
        authorize: (tx: Database) => access.recheck(tx, caller, 'accounts.act'),
      };
      if (action === 'ban') await tools.banPlayer(request);
      else if (action === 'unban') await tools.unbanPlayer(request);
      else await tools.signOutPlayer(request);
      return {
        playerId: input.playerId,
        ...(await accountStanding(input.playerId)),
        balance: null,
      };
    },

    /**
     * opsResendCode: a recovery code to a player's address; a sign-up code to an address without an
     * account yet (named by e-mail: such a person has no id).
     */
    async resendCode(caller: StaffCaller, input: ResendInput): Promise<boolean> {
      if ((input.playerId == null) === (input.email == null))
        throw invalidInput(
          'Name the player by id, or the address a sign-up code goes to by e-mail.',
        );
      const email =
        input.playerId == null
          ? input.email
          : (await targetPlayer(db, { playerId: input.playerId })).email;
      if (!email) throw invalidInput('This player has no e-mail address.');
      await resendEmailCode({
        email,
        purpose: input.purpose === 'SIGN_UP' ? 'SIGN_UP' : 'RESET_PASSWORD',
        reason: input.reason,
        actor: caller.actor,
        authorize: (tx) => access.recheck(tx, caller, 'accounts.act'),
      });
      return true;
    },
  };
}

export type ConsolePlayers = ReturnType<typeof createConsolePlayers>;
