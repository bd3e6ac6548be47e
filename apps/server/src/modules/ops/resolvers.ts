// Thin resolvers of the operator console (issue 29, modules/ops/schema.graphql). Each operation first
// asks the role check for its permission (access.ts: unauthenticated, not-authorized,
// second-factor-required); the work is the console service's (console-service.ts), whose changes run
// the check again inside their own transaction with their audit entry. The staff operations (opsViewer,
// the second factor, roles) are resolvers-staff.ts's.
import type { Resolvers } from '#generated/resolvers.ts';
import type { GraphQLContext } from '#graphql/context.ts';
import { auditCsv, type AuditEntry } from '#modules/audit/audit-log.ts';
import type { DataFileVersion } from '#season-files/data-file-history.ts';
import { reachableGroups, type StaffPermission } from './access.ts';
import { grantGroup, pageSize } from './console-players.ts';

const AUDIT_LIMIT = { default: 100, max: 1000 } as const;

const callerFor = (ctx: GraphQLContext, permission: StaffPermission, groupKey?: string | null) =>
  ctx.services.staffAccess.caller(ctx, permission, groupKey ?? null);

type AuditFilter = {
  actor?: string | null;
  player?: string | null;
  action?: string | null;
  limit?: number | null;
};

/** The audit log as the caller may read it: a partner manager their group's entries only. */
async function auditEntries(ctx: GraphQLContext, filter: AuditFilter): Promise<AuditEntry[]> {
  const caller = await callerFor(ctx, 'audit.read');
  return ctx.services.console.audit({
    actor: filter.actor ?? undefined,
    player: filter.player ?? undefined,
    action: filter.action ?? undefined,
    groups: reachableGroups(caller.roles, 'audit.read'),
    limit: pageSize(filter.limit, AUDIT_LIMIT.default, AUDIT_LIMIT.max),
  });
}

const versionOf = (version: DataFileVersion) => ({
  version: version.id,
  kind: version.kind,
  name: version.name,
  sha256: version.contentHash,
  author: version.author,
  appliedAt: version.appliedAt,
  reappliedFrom: version.reappliedFrom,
});

export const opsResolvers: Resolvers = {
  Query: {
    opsPlayer: async (_parent, { who }, ctx) =>
      ctx.services.console.players.player(await callerFor(ctx, 'players.read'), who),
    opsPlayerLedger: async (_parent, args, ctx) =>
      ctx.services.console.players.ledger(await callerFor(ctx, 'players.read'), args),
    opsAuditLog: (_parent, args, ctx) => auditEntries(ctx, args),
    opsAuditCsv: async (_parent, args, ctx) => auditCsv(await auditEntries(ctx, args)),
    opsGroups: async (_parent, _args, ctx) =>
      ctx.services.console.health.groups(await callerFor(ctx, 'health.read')),
    opsSeasonHealth: async (_parent, { group, key, days }, ctx) => {
      await callerFor(ctx, 'health.read', group);
      return ctx.services.console.health.health(group, { key, days });
    },
    opsDataFileHistory: async (_parent, args, ctx) =>
      (await ctx.services.console.data.history(await callerFor(ctx, 'data.change'), args)).map(
        versionOf,
      ),
    opsSiteSwitches: async (_parent, _args, ctx) => {
      await callerFor(ctx, 'site.change');
      return ctx.services.console.data.switches();
    },
  },
  Mutation: {
    opsGrantItem: async (_parent, { input }, ctx) =>
      ctx.services.console.players.grant(
        await callerFor(ctx, 'players.grant', grantGroup(input)),
        input,
      ),
    opsGrantXp: async (_parent, { input }, ctx) =>
      ctx.services.console.players.grant(await callerFor(ctx, 'players.grant', grantGroup(input)), {
        ...input,
        itemKey: null,
      }),
    opsCompleteSpecialMission: async (_parent, { input }, ctx) =>
      ctx.services.console.players.completeSpecialMission(
        await callerFor(ctx, 'players.grant', grantGroup(input)),
        input,
      ),
    opsRevokeItem: async (_parent, { input }, ctx) =>
      ctx.services.console.players.revokeItem(await callerFor(ctx, 'accounts.act'), input),
    opsBanPlayer: async (_parent, { input }, ctx) =>
      ctx.services.console.players.act(await callerFor(ctx, 'accounts.act'), 'ban', input),
    opsUnbanPlayer: async (_parent, { input }, ctx) =>
      ctx.services.console.players.act(await callerFor(ctx, 'accounts.act'), 'unban', input),
    opsSignOutPlayer: async (_parent, { input }, ctx) =>
      ctx.services.console.players.act(await callerFor(ctx, 'accounts.act'), 'sign-out', input),
    opsResendCode: async (_parent, { input }, ctx) =>
      ctx.services.console.players.resendCode(await callerFor(ctx, 'accounts.act'), input),
    opsPreviewDataFile: async (_parent, { name, text }, ctx) =>
      ctx.services.console.data.preview(await callerFor(ctx, 'data.change'), name, text),
    opsApplyDataFile: async (_parent, args, ctx) =>
      ctx.services.console.data.apply(await callerFor(ctx, 'data.change'), args),
    opsReapplyDataFile: async (_parent, args, ctx) =>
      ctx.services.console.data.reapply(await callerFor(ctx, 'data.change'), args),
    opsSetFeatureFlag: async (_parent, args, ctx) =>
      ctx.services.console.data.setFeatureFlag(await callerFor(ctx, 'site.change'), args),
    opsSetMaintenance: async (_parent, args, ctx) =>
      ctx.services.console.data.setMaintenance(await callerFor(ctx, 'site.change'), args),
  },
};
