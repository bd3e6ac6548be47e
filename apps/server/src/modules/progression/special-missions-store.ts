// Drizzle queries of blocking special missions and the player's completions and bypasses (spec 2 §4).
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { userSpecialMissions } from '#db/schema/progression.ts';
import { specialMissions } from '#db/schema/season.ts';

/** The season's special missions with the player's completion or bypass of each. */
export function listMissionStatuses(db: Database, userId: string, battlePassId: number) {
  return db
    .select({
      id: specialMissions.id,
      challengeKey: specialMissions.challengeKey,
      title: specialMissions.title,
      description: specialMissions.description,
      targetLevel: specialMissions.targetLevel,
      snowflakeBypassCost: specialMissions.snowflakeBypassCost,
      completedAt: userSpecialMissions.completedAt,
      bypassedAt: userSpecialMissions.bypassedAt,
    })
    .from(specialMissions)
    .leftJoin(
      userSpecialMissions,
      and(
        eq(userSpecialMissions.specialMissionId, specialMissions.id),
        eq(userSpecialMissions.userId, userId),
      ),
    )
    .where(eq(specialMissions.battlePassId, battlePassId))
    .orderBy(asc(specialMissions.targetLevel));
}

export type MissionStatusRow = Awaited<ReturnType<typeof listMissionStatuses>>[number];

export async function findSpecialMission(db: Database, id: number) {
  const [row] = await db.select().from(specialMissions).where(eq(specialMissions.id, id));
  return row;
}

export async function findSpecialMissionAtLevel(db: Database, battlePassId: number, level: number) {
  const [row] = await db
    .select()
    .from(specialMissions)
    .where(
      and(eq(specialMissions.battlePassId, battlePassId), eq(specialMissions.targetLevel, level)),
    );
  return row;
}

/** Marks a mission done for the player ('completedAt' or 'bypassedAt') unless it already is; false then. */
export async function closeSpecialMission(
  tx: Database,
  {
    userId,
    specialMissionId,
    how,
    at,
  }: {
    userId: string;
    specialMissionId: number;
    how: 'completedAt' | 'bypassedAt';
    at: Date;
  },
): Promise<boolean> {
  const rows = await tx
    .insert(userSpecialMissions)
    .values({ userId, specialMissionId, [how]: at })
    .onConflictDoUpdate({
      target: [userSpecialMissions.userId, userSpecialMissions.specialMissionId],
      set: { [how]: at },
      setWhere: sql`${userSpecialMissions.completedAt} is null and ${userSpecialMissions.bypassedAt} is null`,
    })
    .returning({ userId: userSpecialMissions.userId });
  return rows.length > 0;
}
