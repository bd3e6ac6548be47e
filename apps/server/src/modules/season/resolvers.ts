// Thin resolvers of the season module: translate arguments and delegate to the season service.
import type { Resolvers } from '#generated/resolvers.ts';

export const seasonResolvers: Resolvers = {
  Query: {
    battlePass: (_parent, { group, key }, { services }) => services.season.battlePass(group, key),
    battlePassLevels: (_parent, { battlePassId }, { services, viewerId }) =>
      services.season.levelsOfSeasonId(battlePassId, viewerId),
    item: (_parent, { itemKey }, { services }) => services.season.item(itemKey),
    games: (_parent, _args, { services }) => services.season.games(),
  },
  BattlePass: {
    levels: (season, _args, { services, viewerId }) => services.season.levels(season.id, viewerId),
    xpItem: (season, _args, { services }) => services.season.xpItem(season),
  },
};
