// Balances are live (issue 10 fault 15): a balance change the server announces, applied to the
// signed-in player's record that the chips, the drawer and the purchase modals read.
import type { SessionUser } from '#app/session/session-types.ts';

/** The user fields of the spec 1 §3 currencies, by item key. */
const BALANCE_FIELDS = {
  ALLY_TOKEN: 'allyToken',
  GOLD: 'gold',
  PLAYPOINT: 'playpoints',
  SNOWFLAKE: 'snowflakes',
} as const satisfies Record<string, keyof SessionUser>;

export type BalanceChange = { itemKey: string; amount: number; battlePassId: string | null };

/** The user with the changed currency's balance; the same user for XP and other items. */
export function withBalance(user: SessionUser, change: BalanceChange): SessionUser {
  if (change.battlePassId !== null || !Object.hasOwn(BALANCE_FIELDS, change.itemKey)) return user;
  const field = BALANCE_FIELDS[change.itemKey as keyof typeof BALANCE_FIELDS];
  return user[field] === change.amount ? user : { ...user, [field]: change.amount };
}
