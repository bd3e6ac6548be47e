// Issue 29 §1 (season health, "mission completion per mission"): how many players completed each
// mission of a season. Two kinds of mission belong to a season: its special missions (the blocker quests
// by level, user_special_missions; a Snowflake bypass is not a completion) and the missions of its
// challenges (challenges.battle_pass_id, user_missions; a daily mission counts once per day done).
// Every mission is listed, with 0 when nobody completed it yet: special missions by level, then the
// challenge missions in the challenges' display order. Over the whole season (not a window of days).
import { sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { rows } from './health-rows.ts';

export type MissionCompletions = {
  /** The special mission's level ("level 5"), or the challenge mission's key. */
  mission: string;
  title: string;
  completions: number;
};

export async function missionCompletions(
  db: Database,
  battlePassId: number,
): Promise<MissionCompletions[]> {
  // The counts use user_special_missions_completed and user_missions_completed (migration 0024).
  const found = await rows<{ kind: string; mission: string; title: string; completions: string }>(
    db,
    sql`select 'special' as kind, 'level ' || special.target_level as mission, special.title,
          (select count(*) from user_special_missions done
            where done.special_mission_id = special.id and done.completed_at is not null
          ) as completions,
          special.target_level as level, 0 as priority, 0 as challenge_id, 0 as stage,
          0 as position
        from special_missions special
        where special.battle_pass_id = ${battlePassId}
        union all
        select 'challenge', mission.key, mission.title,
          (select count(*) from user_missions done
            where done.mission_id = mission.id and done.completed_at is not null),
          0, challenge.priority, challenge.id, mission.stage, mission.position
        from missions mission
        join challenges challenge on challenge.id = mission.challenge_id
        where challenge.battle_pass_id = ${battlePassId}
        order by kind desc, level, priority desc, challenge_id, stage, position`,
  );
  return found.map((row) => ({
    mission: row.mission,
    title: row.title,
    completions: Number(row.completions),
  }));
}
