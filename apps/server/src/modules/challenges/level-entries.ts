// spec 1 §3 Battle pass level entries carry free, freeUserChallenge, premium and premiumUserChallenge:
// the level's challenge stages, split by reward type (spec 2 §4: premium when the challenge has
// missions itself), with the viewer's user challenge of the stage shown. One load per season and
// request, however many levels the query shows (no N+1).
import { challengeRewardType } from '@levelup/domain/challenges';
import type { ChallengeStage, UserChallenge } from '#generated/resolvers.ts';
import { stageKey, type ChallengeGraph } from './graph.ts';

export type LevelEntry = {
  free: ChallengeStage | null;
  freeUserChallenge: UserChallenge | null;
  premium: ChallengeStage | null;
  premiumUserChallenge: UserChallenge | null;
};

export const NO_LEVEL_ENTRY: LevelEntry = {
  free: null,
  freeUserChallenge: null,
  premium: null,
  premiumUserChallenge: null,
};

/** Level -> entry: the viewer's current stage of each level challenge (their latest, else stage 1). */
export function levelEntries(graph: ChallengeGraph): Map<number, LevelEntry> {
  const entries = new Map<number, LevelEntry>();
  for (const [id, row] of graph.rows) {
    const challenge = graph.challenges.get(id);
    if (!isLevelEntry(row) || row.battlePassLevel === null || !challenge) continue;
    const latest = graph.userChallengeRows.filter((uc) => uc.challengeId === id).at(-1);
    const stage =
      (latest && graph.stages.get(stageKey(id, latest.stage))) ?? graph.stages.get(stageKey(id, 1));
    if (!stage) continue;
    const userChallenge = latest ? (graph.userChallenges.get(latest.id) ?? null) : null;
    const entry = entries.get(row.battlePassLevel) ?? { ...NO_LEVEL_ENTRY };
    // The highest-priority challenge of each track wins (graph rows keep the query's order).
    if (challengeRewardType(challenge) === 'premium') {
      if (!entry.premium)
        Object.assign(entry, { premium: stage, premiumUserChallenge: userChallenge });
    } else if (!entry.free) Object.assign(entry, { free: stage, freeUserChallenge: userChallenge });
    entries.set(row.battlePassLevel, entry);
  }
  return entries;
}

/**
 * A level entry's challenge (spec 1 §3): a battle pass challenge shown on a level of the track. The
 * blocker quest names a level too, the one it holds (spec 2 §4), but it is not a level's reward.
 */
export function isLevelEntry(challenge: { type: string; battlePassLevel: number | null }): boolean {
  return challenge.battlePassLevel !== null && challenge.type !== 'BattlePassBlockerQuest';
}
