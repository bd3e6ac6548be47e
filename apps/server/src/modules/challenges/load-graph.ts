// Loads the challenge graph of a set of challenges for a viewer: the season side from the catalog (the
// database, or the season cache) and the viewer's progress, in parallel (spec 2 §3; no N+1).
import type { Database } from '#db/client.ts';
import { databaseCatalog, type ChallengeCatalog } from './catalog.ts';
import { assembleGraph, type ChallengeGraph } from './graph.ts';
import { loadPlayerRows } from './store.ts';

export async function loadChallengeGraph(
  db: Database,
  challengeIds: readonly number[],
  viewerId: string | null,
  catalog: ChallengeCatalog = databaseCatalog(db),
): Promise<ChallengeGraph> {
  const ids = [...new Set(challengeIds)];
  const [season, player] = await Promise.all([
    catalog.data(ids),
    viewerId && ids.length > 0
      ? loadPlayerRows(db, viewerId, ids)
      : Promise.resolve({ userChallenges: [], userMissions: [] }),
  ]);
  return assembleGraph({ ...season, ...player });
}
