// The blocking special missions of a season file (spec 2 §4 Battle pass blocker quest), upserted by
// challenge key; missions the file no longer lists are removed.
import { and, eq, notInArray } from 'drizzle-orm';
import { specialMissions } from '#db/schema/season.ts';
import { updateWhenChanged } from '#db/upsert.ts';
import type { ApplyContext } from './apply-context.ts';
import type { SeasonFile } from './season-file.ts';

export async function applySpecialMissions(
  context: ApplyContext,
  battlePassId: number,
  file: SeasonFile,
): Promise<void> {
  const keys = file.specialMissions.map((mission) => mission.challengeKey);
  const removed = await context.tx
    .delete(specialMissions)
    .where(
      and(
        eq(specialMissions.battlePassId, battlePassId),
        keys.length > 0 ? notInArray(specialMissions.challengeKey, keys) : undefined,
      ),
    )
    .returning({ id: specialMissions.id });
  context.changes += removed.length;
  if (file.specialMissions.length === 0) return;
  const written = await context.tx
    .insert(specialMissions)
    .values(
      file.specialMissions.map((mission) => ({
        battlePassId,
        challengeKey: mission.challengeKey,
        title: mission.title,
        description: mission.description,
        targetLevel: mission.targetLevel,
        snowflakeBypassCost: mission.snowflakeBypassCost ?? null,
      })),
    )
    .onConflictDoUpdate({
      target: specialMissions.challengeKey,
      ...updateWhenChanged(specialMissions, [
        'battlePassId',
        'title',
        'description',
        'targetLevel',
        'snowflakeBypassCost',
      ]),
    })
    .returning({ id: specialMissions.id });
  context.changes += written.length;
}
