// issue 29 §5: the audit log, searchable by actor, player and action, exportable as CSV.
import { queryOptions } from '@tanstack/react-query';
import { OpsAuditCsvDocument, OpsAuditLogDocument } from '@levelup/api/generated/ops/graphql';
import { api } from '#app/api-client.ts';

export type AuditFilters = { actor: string; player: string; action: string };

const variables = ({ actor, player, action }: AuditFilters) => ({
  actor: actor.trim() || null,
  player: player.trim() || null,
  action: action.trim() || null,
  limit: 200,
});

export const auditKeys = {
  all: ['ops', 'audit'] as const,
  log: (filters: AuditFilters) => ['ops', 'audit', filters] as const,
};

export const auditLogQueryOptions = (filters: AuditFilters) =>
  queryOptions({
    queryKey: auditKeys.log(filters),
    queryFn: async () => (await api.request(OpsAuditLogDocument, variables(filters))).opsAuditLog,
  });

/** The same search as CSV text (RFC 4180). */
export const auditCsv = async (filters: AuditFilters) =>
  (await api.request(OpsAuditCsvDocument, variables(filters))).opsAuditCsv;
