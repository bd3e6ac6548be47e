// What the season service hands to the resolvers: a battle pass without its levels and XP item,
// which are resolved (in batches) only when a query asks for them.
import type { BattlePass, BattlePassLevel } from '#generated/resolvers.ts';

export type BattlePassModel = Omit<BattlePass, 'levels' | 'xpItem' | '__typename'> & { id: number };

/**
 * A level entry as the season service hands it over: its season's id lets the challenges module
 * resolve the level's challenge rewards (free, premium and the viewer's user challenges) in one batch.
 */
export type BattlePassLevelModel = Omit<
  BattlePassLevel,
  'free' | 'freeUserChallenge' | 'premium' | 'premiumUserChallenge' | '__typename'
> & { battlePassId: number };
