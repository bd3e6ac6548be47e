// English texts of the games page (spec 1 §2 /games, issue 14 Build 5), keyed by meaning: the spec's
// exact words. Game, mission and reward names are data.
import { defineCatalogue } from '@levelup/ui/i18n/define-catalogue';

export const { useText: useGamesText, text: gamesText } = defineCatalogue('web.games', {
  title: 'Games',
  empty: 'No games are listed yet.',
  list: 'Games',
  missions: {
    title: 'Missions',
    label: '{gameName} missions',
    empty: 'No missions for this game right now.',
  },
  passRewards: {
    title: 'Battle pass rewards',
    label: '{gameName} pass rewards',
    empty: 'No battle pass rewards from this game this season.',
    // A reward's link to its level: "Level 3: 1,000 × Gold"; the amount is formatted in code.
    basic: 'Level {level}: {amount} × {name}',
    premium: 'Level {level} (premium): {amount} × {name}',
  },
} as const);
