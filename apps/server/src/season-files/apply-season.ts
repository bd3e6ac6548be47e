// Applies a season file: the battle pass settings, its levels, both reward tracks and its special
// missions, upserted by natural key; a listed season's children become exactly those of the file.
import { and, eq, gt, sql } from 'drizzle-orm';
import { parseSeasonNumber } from '@levelup/domain/season';
import { battlePasses, battlePassLevels, rewards } from '#db/schema/season.ts';
import { updateWhenChanged } from '#db/upsert.ts';
import { loadItemTypes, ReferenceCheck, type ApplyContext } from './apply-context.ts';
import { applySpecialMissions } from './apply-special-missions.ts';
import { checkSeasonReferences } from './season-references.ts';
import { requiredXpByLevel, type SeasonFile } from './season-file.ts';

export async function applySeason(context: ApplyContext, file: SeasonFile): Promise<void> {
  const check = new ReferenceCheck(context.source);
  checkSeasonReferences(check, await loadItemTypes(context.tx, referencedItemKeys(file)), file);
  check.throwIfAny();

  const battlePassId = await upsertBattlePass(context, file);
  const levelIds = await applyLevels(context, battlePassId, file);
  await applyRewards(context, levelIds, file);
  await applySpecialMissions(context, battlePassId, file);
}

function referencedItemKeys(file: SeasonFile): string[] {
  const rewardKeys = file.levels.flatMap((entry) =>
    [...entry.basicRewards, ...entry.premiumRewards].map((reward) => reward.itemKey),
  );
  return [file.xpItemKey, file.premiumPassItemKey, ...file.xpBoosters, ...rewardKeys];
}

async function upsertBattlePass(context: ApplyContext, file: SeasonFile): Promise<number> {
  const { theme } = file;
  const row = {
    group: file.group,
    key: file.key,
    name: file.name,
    slug: file.slug,
    season: parseSeasonNumber(file.key),
    seasonStartDate: file.startDate,
    seasonEndDate: file.endDate,
    noOfLevels: file.levels.length,
    theme: {
      logoPath: theme.logoPath ?? null,
      bannerPath: theme.bannerPath ?? null,
      faqDisabled: theme.faqDisabled,
      themeSettings: {
        ...theme.themeSettings,
        defaultAvatarPath: theme.themeSettings.defaultAvatarPath ?? null,
      },
      copySettings: {
        title: theme.copySettings.title,
        tagline: theme.copySettings.tagline ?? null,
        premiumPitch: theme.copySettings.premiumPitch ?? null,
        anonymousUsername: theme.copySettings.anonymousUsername ?? null,
      },
    },
    emailTemplateId: file.emailTemplateId ?? null,
    avaxPass: file.avaxPass,
    xpItemKey: file.xpItemKey,
    xpBoosters: file.xpBoosters,
    premiumPassItemKey: file.premiumPassItemKey,
    supportedWalletIds: file.supportedWalletIds,
  };
  const { group: _group, key: _key, ...updatable } = row;
  const written = await context.tx
    .insert(battlePasses)
    .values(row)
    .onConflictDoUpdate({
      target: [battlePasses.group, battlePasses.key],
      ...updateWhenChanged(battlePasses, Object.keys(updatable) as (keyof typeof updatable)[]),
    })
    .returning({ id: battlePasses.id });
  context.changes += written.length;
  const [pass] = await context.tx
    .select({ id: battlePasses.id })
    .from(battlePasses)
    .where(and(eq(battlePasses.group, file.group), eq(battlePasses.key, file.key)));
  if (!pass) throw new Error(`battle pass ${file.group}/${file.key} missing after upsert`);
  return pass.id;
}

/** Upserts levels 1..n, deletes any level above n, and returns level -> row id. */
async function applyLevels(
  context: ApplyContext,
  battlePassId: number,
  file: SeasonFile,
): Promise<Map<number, number>> {
  const xp = requiredXpByLevel(file);
  const written = await context.tx
    .insert(battlePassLevels)
    .values(
      file.levels.map((entry, index) => ({
        battlePassId,
        level: entry.level,
        requiredXp: xp[index] ?? 0,
      })),
    )
    .onConflictDoUpdate({
      target: [battlePassLevels.battlePassId, battlePassLevels.level],
      ...updateWhenChanged(battlePassLevels, ['requiredXp']),
    })
    .returning({ id: battlePassLevels.id });
  const removed = await context.tx
    .delete(battlePassLevels)
    .where(
      and(
        eq(battlePassLevels.battlePassId, battlePassId),
        gt(battlePassLevels.level, file.levels.length),
      ),
    )
    .returning({ id: battlePassLevels.id });
  context.changes += written.length + removed.length;
  const rows = await context.tx
    .select({ id: battlePassLevels.id, level: battlePassLevels.level })
    .from(battlePassLevels)
    .where(eq(battlePassLevels.battlePassId, battlePassId));
  return new Map(rows.map((row) => [row.level, row.id]));
}

async function applyRewards(
  context: ApplyContext,
  levelIds: Map<number, number>,
  file: SeasonFile,
): Promise<void> {
  const tracks = file.levels.flatMap((entry) => {
    const levelId = levelIds.get(entry.level);
    if (levelId === undefined) throw new Error(`level ${entry.level} missing after upsert`);
    return [
      { levelId, track: 'basic' as const, list: entry.basicRewards },
      { levelId, track: 'premium' as const, list: entry.premiumRewards },
    ];
  });
  const rows = tracks.flatMap(({ levelId, track, list }) =>
    list.map((reward, position) => ({
      battlePassLevelId: levelId,
      track,
      position,
      itemKey: reward.itemKey,
      amount: reward.amount,
      metadata: reward.metadata,
    })),
  );
  if (rows.length > 0) {
    const written = await context.tx
      .insert(rewards)
      .values(rows)
      .onConflictDoUpdate({
        target: [rewards.battlePassLevelId, rewards.track, rewards.position],
        ...updateWhenChanged(rewards, ['itemKey', 'amount', 'metadata']),
      })
      .returning({ id: rewards.id });
    context.changes += written.length;
  }
  // Positions past the end of a track's list in the file are removed.
  const counts = tracks.map(
    ({ levelId, track, list }) =>
      sql`(${levelId}::integer, ${track}::reward_track, ${list.length}::integer)`,
  );
  const removed = await context.tx
    .delete(rewards)
    .where(
      sql`EXISTS (SELECT 1 FROM (VALUES ${sql.join(counts, sql`, `)}) AS t(level_id, track, n)
        WHERE t.level_id = ${rewards.battlePassLevelId} AND t.track = ${rewards.track} AND ${rewards.position} >= t.n)`,
    )
    .returning({ id: rewards.id });
  context.changes += removed.length;
}
