// Loads the challenge graph of a set of challenges for a viewer in two rounds of parallel queries:
// season data and the viewer's progress, then the reward items (spec 2 §3; no N+1).
import type { Database } from '#db/client.ts';
import { loadItems } from '#modules/season/items.ts';
import { assembleGraph, type ChallengeGraph } from './graph.ts';
import { loadChallengeRows, loadPlayerRows } from './store.ts';

export async function loadChallengeGraph(
  db: Database,
  challengeIds: readonly number[],
  viewerId: string | null,
): Promise<ChallengeGraph> {
  const ids = [...new Set(challengeIds)];
  const [season, player] = await Promise.all([
    loadChallengeRows(db, ids),
    viewerId
      ? loadPlayerRows(db, viewerId, ids)
      : Promise.resolve({ userChallenges: [], userMissions: [] }),
  ]);
  const itemKeys = [...season.missionRewards, ...season.stakeRewards].map((row) => row.itemKey);
  const items = itemKeys.length > 0 ? await loadItems(db, itemKeys) : new Map();
  return assembleGraph({ ...season, ...player, items });
}
