// Issue 29 §3 and §4 in the console: data changes stay data files. A pasted file is validated (problems
// name the field, as the CLI's do), previewed (data-file-preview.ts: the apply itself, rolled back), and
// applied only with the SHA-256 of the text that was previewed; it goes through the CLI's apply path
// (history row with the caller as author) with the role check, the audit entry and the season change
// notice in one transaction. Feature flags and maintenance mode are a new version of the site file:
// the latest applied site.yaml with one key changed (the yaml Document API keeps its comments).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { desc, eq, sql } from 'drizzle-orm';
import { parseDocument } from 'yaml';
import { z } from 'zod';
import type { Database } from '#db/client.ts';
import { dataFileVersions } from '#db/schema/data-file-versions.ts';
import { staffRoles } from '#db/schema/staff.ts';
import { invalidInput } from '#errors.ts';
import { auditReason, writeAudit } from '#modules/audit/audit-log.ts';
import { announceSeasonChange } from '#modules/season/season-changes.ts';
import type { SiteService } from '#modules/site/service.ts';
import { applyFilesIn } from '#season-files/apply-files.ts';
import {
  contentHash,
  listVersions,
  loadVersion,
  type DataFileVersion,
} from '#season-files/data-file-history.ts';
import { previewDataFiles, type DataFilePreview } from '#season-files/data-file-preview.ts';
import {
  DataFileError,
  dataFileKinds,
  parseDataFile,
  type DataFile,
  type DataFileKind,
} from '#season-files/data-file.ts';
import { featureFlagsSchema } from '#season-files/site-file.ts';
import { serverRoot } from '#server-root.ts';
import {
  reachableGroups,
  type StaffAccess,
  type StaffCaller,
  type StaffRole,
  type StaffRoleName,
} from './access.ts';
import { dataFileGroups, fileInReach, requireFileInReach } from './group-scope.ts';
import { pageSize } from './console-players.ts';

/** The largest data file the console takes (the operator API's limit). */
export const MAX_DATA_FILE_CHARS = 500_000;

const HISTORY_LIMIT = { default: 50, max: 200 } as const;

/** The site file applied when none is in the history yet (the demo's). */
const REPO_SITE_FILE = path.join(serverRoot, 'seasons/site.yaml');

/** The switches opsSetMaintenance owns; opsSetFeatureFlag switches the other boolean flags. */
const MAINTENANCE_KEYS = new Set(['maintenanceMode', 'maintenanceMessage']);

/** site.yaml's boolean flags (site-file.ts), maintenance mode aside. */
export const BOOLEAN_FLAGS: readonly string[] = Object.entries(featureFlagsSchema.shape)
  .filter(([key, schema]) => !MAINTENANCE_KEYS.has(key) && schema.unwrap() instanceof z.ZodBoolean)
  .map(([key]) => key);

export type ConsolePreview = DataFilePreview & { sha256: string; version: number | null };

/** What applying a console change writes to the audit log. */
type AuditedChange = {
  action: 'data-file.apply' | 'site.flag' | 'site.maintenance';
  reason: string;
  detail: Record<string, unknown>;
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
};

/** A file's problems as the console's invalid-input, naming every field (as the CLI does). */
function parsed(name: string, text: string): DataFile {
  if (text.length > MAX_DATA_FILE_CHARS)
    throw invalidInput(`A data file of at most ${MAX_DATA_FILE_CHARS} characters, please.`);
  try {
    return parseDataFile(name, text);
  } catch (error) {
    if (error instanceof DataFileError) throw invalidInput(error.message);
    throw error;
  }
}

function kindOf(kind: string): DataFileKind {
  if ((dataFileKinds as readonly string[]).includes(kind)) return kind as DataFileKind;
  throw invalidInput(`Unknown kind "${kind}": one of ${dataFileKinds.join(', ')}.`);
}

export function createConsoleData({
  db,
  access,
  site,
  onDataApplied,
}: {
  db: Database;
  access: StaffAccess;
  site: Pick<SiteService, 'featureFlags'>;
  /** After a commit: this instance's caches of season and site data forget it at once. */
  onDataApplied: () => Promise<unknown>;
}) {
  /**
   * The role check inside the change's transaction for every group the file changes; a file of no one
   * group needs a role of every group (roles read again after recheck locked them).
   */
  async function recheckFile(tx: Database, caller: StaffCaller, groups: string[] | null) {
    if (groups !== null) {
      for (const group of groups) await access.recheck(tx, caller, 'data.change', group);
      return;
    }
    await access.recheck(tx, caller, 'data.change');
    const roles: StaffRole[] = (
      await tx
        .select({ role: staffRoles.role, groupKey: staffRoles.groupKey })
        .from(staffRoles)
        .where(eq(staffRoles.userId, caller.userId))
    ).map((row) => ({
      role: row.role as StaffRoleName,
      groupKey: row.groupKey === '' ? null : row.groupKey,
    }));
    requireFileInReach(roles, 'data.change', null);
  }

  /**
   * Applies the file through the CLI's apply path in one transaction with the role check
   * (`authorize`), the audit entry and the season change notice; `build` makes the file inside the
   * transaction (a site switch reads the latest site file there, under a lock).
   */
  async function applyAudited(
    caller: StaffCaller,
    build: (tx: Database) => Promise<{ file: DataFile; audit: AuditedChange }>,
    authorize: (tx: Database, file: DataFile) => Promise<void>,
    reappliedFrom?: number,
  ): Promise<{ file: DataFile; version: number; changes: number }> {
    const done = await db.transaction(async (tx) => {
      const { file, audit } = await build(tx);
      await authorize(tx, file);
      const [applied] = await applyFilesIn(tx, [file], { author: caller.actor, reappliedFrom });
      const version = applied?.version ?? 0;
      const groups = dataFileGroups(file);
      await writeAudit(tx, {
        actor: caller.actor,
        action: audit.action,
        groupKey: groups?.length === 1 ? groups[0] : null,
        reason: audit.reason,
        detail: { ...audit.detail, kind: file.kind, name: path.basename(file.source), version },
        before: audit.before,
        after: audit.after,
      });
      await announceSeasonChange(tx);
      return { file, version, changes: applied?.changes ?? 0 };
    });
    await onDataApplied();
    return done;
  }

  const fileCheck = (caller: StaffCaller) => (tx: Database, file: DataFile) =>
    recheckFile(tx, caller, dataFileGroups(file));

  /** What the file would change, and the SHA-256 that confirms it. */
  async function preview(file: DataFile): Promise<ConsolePreview> {
    return {
      ...(await previewDataFiles(db, [file])),
      sha256: contentHash(file.text),
      version: null,
    };
  }

  /** The latest applied site file (its name and text), or the repository's. */
  async function latestSiteFile(tx: Database): Promise<{ name: string; text: string }> {
    const [latest] = await tx
      .select({ name: dataFileVersions.name, content: dataFileVersions.content })
      .from(dataFileVersions)
      .where(eq(dataFileVersions.kind, 'site'))
      .orderBy(desc(dataFileVersions.id))
      .limit(1);
    if (latest) return { name: latest.name, text: latest.content };
    return { name: 'site.yaml', text: await readFile(REPO_SITE_FILE, 'utf8') };
  }

  /**
   * A new version of the site file with `changes` set under featureFlags, applied and audited. Two
   * switches at once queue on a transaction lock, so neither undoes the other.
   */
  async function switchSite(
    caller: StaffCaller,
    changes: Record<string, boolean | string | null>,
    audit: Omit<AuditedChange, 'before'>,
  ) {
    await applyAudited(
      caller,
      async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('ops:site-file', 0))`);
        const latest = await latestSiteFile(tx);
        const document = parseDocument(latest.text);
        const before: Record<string, unknown> = {};
        for (const [key, value] of Object.entries(changes)) {
          before[key] = document.getIn(['featureFlags', key]) ?? null;
          if (value === null) document.deleteIn(['featureFlags', key]);
          else document.setIn(['featureFlags', key], value);
        }
        return { file: parsed(latest.name, document.toString()), audit: { ...audit, before } };
      },
      (tx) => access.recheck(tx, caller, 'site.change'),
    );
    return switches();
  }

  /** opsSiteSwitches: the flags as the site reads them now. */
  async function switches() {
    const flags = (await site.featureFlags()) as unknown as Record<string, unknown>;
    return {
      maintenanceMode: flags['maintenanceMode'] === true,
      maintenanceMessage: String(flags['maintenanceMessage'] ?? ''),
      flags: BOOLEAN_FLAGS.map((key) => ({ key, on: flags[key] === true })),
    };
  }

  return {
    /** opsDataFileHistory: newest first; a partner manager sees the files of their groups only. */
    async history(
      caller: StaffCaller,
      { kind, limit }: { kind?: string | null; limit?: number | null },
    ): Promise<DataFileVersion[]> {
      const size = pageSize(limit, HISTORY_LIMIT.default, HISTORY_LIMIT.max);
      const versions = await listVersions(db, {
        kind: kind == null ? undefined : kindOf(kind),
        limit: size,
      });
      if (reachableGroups(caller.roles, 'data.change') === null) return versions;
      return versions.filter((version) => {
        try {
          return fileInReach(
            caller.roles,
            'data.change',
            dataFileGroups(parseDataFile(version.name, version.content)),
          );
        } catch {
          // A version today's rules refuse: its groups are unknown, so an operator's only.
          return fileInReach(caller.roles, 'data.change', null);
        }
      });
    },

    /** opsPreviewDataFile: validated, its groups in reach, applied and rolled back. */
    async preview(caller: StaffCaller, name: string, text: string): Promise<ConsolePreview> {
      const file = parsed(name, text);
      requireFileInReach(caller.roles, 'data.change', dataFileGroups(file));
      return preview(file);
    },

    /** opsApplyDataFile: only the previewed text (its SHA-256), audited as data-file.apply. */
    async apply(
      caller: StaffCaller,
      input: { name: string; text: string; sha256: string; reason: string },
    ): Promise<ConsolePreview> {
      const reason = auditReason(input.reason);
      if (contentHash(input.text) !== input.sha256.trim().toLowerCase())
        throw invalidInput('The file changed since its preview: preview it again.');
      const file = parsed(input.name, input.text);
      requireFileInReach(caller.roles, 'data.change', dataFileGroups(file));
      const expected = await preview(file);
      const { version } = await applyAudited(
        caller,
        async () => ({
          file,
          audit: { action: 'data-file.apply', reason, detail: { sha256: expected.sha256 } },
        }),
        fileCheck(caller),
      );
      return { ...expected, version };
    },

    /** opsReapplyDataFile: an earlier version again (it becomes the latest). */
    async reapply(
      caller: StaffCaller,
      input: { version: number; reason: string },
    ): Promise<ConsolePreview> {
      const reason = auditReason(input.reason);
      let file: DataFile;
      try {
        file = await loadVersion(db, input.version);
      } catch (error) {
        if (error instanceof DataFileError) throw invalidInput(error.message);
        throw error;
      }
      requireFileInReach(caller.roles, 'data.change', dataFileGroups(file));
      const expected = await preview(file);
      const { version } = await applyAudited(
        caller,
        async () => ({
          file,
          audit: {
            action: 'data-file.apply',
            reason,
            detail: { sha256: expected.sha256, reappliedFrom: input.version },
          },
        }),
        fileCheck(caller),
        input.version,
      );
      return { ...expected, version };
    },

    switches,

    /** opsSetFeatureFlag: one boolean flag of site.yaml, as a new version of the file. */
    async setFeatureFlag(caller: StaffCaller, input: { key: string; on: boolean; reason: string }) {
      const reason = auditReason(input.reason);
      if (!BOOLEAN_FLAGS.includes(input.key))
        throw invalidInput(
          MAINTENANCE_KEYS.has(input.key)
            ? 'Maintenance mode has its own switch (opsSetMaintenance).'
            : `Unknown feature flag "${input.key}": one of ${BOOLEAN_FLAGS.join(', ')}.`,
        );
      return switchSite(
        caller,
        { [input.key]: input.on },
        {
          action: 'site.flag',
          reason,
          detail: { key: input.key },
          after: { [input.key]: input.on },
        },
      );
    },

    /** opsSetMaintenance: spec 2 §6 maintenance mode and the message players read. */
    async setMaintenance(
      caller: StaffCaller,
      input: { on: boolean; message?: string | null; reason: string },
    ) {
      const reason = auditReason(input.reason);
      const changes: Record<string, boolean | string | null> = { maintenanceMode: input.on };
      if (input.message != null) changes['maintenanceMessage'] = input.message.trim() || null;
      return switchSite(caller, changes, {
        action: 'site.maintenance',
        reason,
        detail: {},
        after: changes,
      });
    },
  };
}

export type ConsoleData = ReturnType<typeof createConsoleData>;
