// Issue 29 §1 (season health, live) in the console: the groups and seasons the caller may run, and a
// season's health panels (modules/support/season-health.ts, the CLI's `season health`). A partner
// manager reaches their own group only (access.ts reachableGroups).
import { inArray } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { battlePasses } from '#db/schema/season.ts';
import { invalidInput } from '#errors.ts';
import { currentSeason } from '#modules/season/current-season.ts';
import type { SeasonService } from '#modules/season/service.ts';
import { seasonHealth } from '#modules/support/season-health.ts';
import { reachableGroups, type StaffCaller } from './access.ts';

const HEALTH_DAYS = { default: 14, max: 366 } as const;

export function createConsoleHealth({
  db,
  season,
  now = () => new Date(),
}: {
  db: Database;
  season: Pick<SeasonService, 'battlePass'>;
  now?: () => Date;
}) {
  return {
    /** opsGroups: each group the caller reaches, with its seasons newest first. */
    async groups(caller: StaffCaller) {
      const reachable = reachableGroups(caller.roles, 'health.read');
      const rows = await db
        .select()
        .from(battlePasses)
        .where(
          reachable === null
            ? undefined
            : inArray(battlePasses.group, reachable.length ? reachable : ['']),
        );
      const byGroup = new Map<string, typeof rows>();
      for (const row of rows) byGroup.set(row.group, [...(byGroup.get(row.group) ?? []), row]);
      return [...byGroup.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, seasons]) => {
          const current = currentSeason(seasons, now());
          const start = (row: (typeof rows)[number]) => row.seasonStartDate?.getTime() ?? 0;
          return {
            key,
            seasons: [...seasons]
              .sort((a, b) => start(b) - start(a) || b.id - a.id)
              .map((row) => ({
                id: row.id,
                key: row.key,
                name: row.name,
                current: row.id === current?.id,
              })),
          };
        });
    },

    /** opsSeasonHealth: the group's season (its current one unless `key` names another). */
    async health(group: string, { key, days }: { key?: string | null; days?: number | null }) {
      if (days != null && (!Number.isSafeInteger(days) || days < 1 || days > HEALTH_DAYS.max))
        throw invalidInput(
          `Days must be a whole number from 1 to ${HEALTH_DAYS.max}, got ${days}.`,
        );
      const pass = await season.battlePass(group, key);
      const panels = await seasonHealth(db, pass, {
        days: days ?? HEALTH_DAYS.default,
        now: now(),
      });
      return {
        season: {
          id: pass.id,
          key: pass.key,
          name: pass.name,
          current: (await season.battlePass(group, null)).id === pass.id,
        },
        levels: panels.levels,
        days: panels.days,
        claims: panels.claims,
        sales: panels.sales,
        economy: panels.economy,
        missions: panels.missions,
        chests: panels.chests,
      };
    },
  };
}

export type ConsoleHealth = ReturnType<typeof createConsoleHealth>;
