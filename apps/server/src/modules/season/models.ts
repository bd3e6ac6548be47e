// What the season service hands to the resolvers: a battle pass without its levels and XP item,
// which are resolved (in batches) only when a query asks for them.
import type { BattlePass } from '#generated/resolvers.ts';

export type BattlePassModel = Omit<BattlePass, 'levels' | 'xpItem' | '__typename'> & { id: number };
