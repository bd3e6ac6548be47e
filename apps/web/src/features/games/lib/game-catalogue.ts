// spec 1 §2 /games (issue 14 Build 5): each game of the catalogue with its art, the missions it feeds
// (a mission's or its challenge's gameKey) and the pass rewards that belong to it (a reward item's
// game), level by level.
import type { BattlePassPageQuery } from '@levelup/api/battle-pass';
import type { GamesPageQuery } from '@levelup/api/games';

export type GameMission = { id: string; title: string; description: string };
export type GamePassReward = {
  id: string;
  level: number;
  premium: boolean;
  name: string;
  amount: number;
};

export type GameEntry = {
  id: string;
  name: string;
  thumbnailPath: string | null;
  missions: GameMission[];
  passRewards: GamePassReward[];
};

export function gameCatalogue(
  page: GamesPageQuery,
  levels: BattlePassPageQuery['battlePass']['levels'],
): GameEntry[] {
  return page.games.map((game) => {
    const missions = page.challenges.flatMap((challenge) =>
      challenge.missions
        .filter((mission) => (mission.gameKey ?? challenge.gameKey) === game.id)
        .map(({ id, title, description }) => ({ id, title, description })),
    );
    const passRewards = levels.flatMap((level) =>
      [
        ...level.basicRewards.map((reward) => ({ reward, premium: false })),
        ...level.premiumRewards.map((reward) => ({ reward, premium: true })),
      ]
        .filter(({ reward }) => reward.item.game?.id === game.id)
        .map(({ reward, premium }) => ({
          id: reward.id,
          level: level.level,
          premium,
          name: reward.item.name,
          amount: reward.amount,
        })),
    );
    return {
      id: game.id,
      name: game.name,
      thumbnailPath:
        game.assets.find((asset) => asset.assetKey === 'THUMBNAIL')?.assetValue ?? null,
      missions: [...new Map(missions.map((mission) => [mission.id, mission])).values()],
      passRewards,
    };
  });
}
