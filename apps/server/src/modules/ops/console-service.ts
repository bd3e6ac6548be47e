// Issue 29 (the operator console): the console's work behind its GraphQL operations (resolvers.ts) —
// player support, season health, data files, flags and maintenance. Every function takes the caller
// the resolver's role check answered; every change repeats that check inside its own transaction.
import type { Database } from '#db/client.ts';
import { searchAudit, type AuditSearch } from '#modules/audit/audit-log.ts';
import type { AccountsService } from '#modules/accounts/service.ts';
import type { OperatorTools } from '#modules/progression/operator.ts';
import type { SeasonService } from '#modules/season/service.ts';
import type { SiteService } from '#modules/site/service.ts';
import type { StaffAccess } from './access.ts';
import { createConsoleData } from './console-data.ts';
import { createConsoleHealth } from './console-health.ts';
import { createConsolePlayers } from './console-players.ts';

export type ConsoleDeps = {
  db: Database;
  access: StaffAccess;
  tools: OperatorTools;
  resendEmailCode: AccountsService['resendEmailCode'];
  season: Pick<SeasonService, 'battlePass' | 'forgetSeasonData'>;
  site: Pick<SiteService, 'featureFlags' | 'forgetMaintenance'>;
  /** What else forgets applied data on this instance (the Wall's media hosts). */
  refreshAfterData?: () => Promise<unknown>;
  now?: () => Date;
};

export function createConsoleService(deps: ConsoleDeps) {
  const { db, access, season, site, now } = deps;
  return {
    /** The audit log (issue 29 §5), filtered to the caller's groups by the resolver. */
    audit: (search: AuditSearch) => searchAudit(db, search),
    players: createConsolePlayers({
      db,
      access,
      tools: deps.tools,
      resendEmailCode: deps.resendEmailCode,
      now,
    }),
    health: createConsoleHealth({ db, season, now }),
    data: createConsoleData({
      db,
      access,
      site,
      // As the operator data-files route: this instance reads the switches again before answering;
      // other instances hear the season change notice the apply's transaction sent.
      onDataApplied: async () => {
        season.forgetSeasonData();
        await site.forgetMaintenance();
        await deps.refreshAfterData?.();
      },
    }),
  };
}

export type ConsoleService = ReturnType<typeof createConsoleService>;
