// Drizzle queries on players (users) and their balances. Shared with the third-party sign-in module,
// which creates players through createUser as e-mail sign-up does.
import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { userBalances, users } from '#db/schema/users.ts';

export type UserRow = typeof users.$inferSelect;

export type NewUser = {
  /** Lower-cased by the caller (normalizeEmail). */
  email?: string | null;
  emailVerifiedAt?: Date | null;
  passwordHash?: string | null;
  username?: string | null;
  fingerprint?: string | null;
  referredByUserId?: string | null;
  signUpIpBlock?: string | null;
  userFlags?: Record<string, unknown>;
};

/** Referral codes: 8 characters without look-alikes (0/O, 1/I/L). */
const REFERRAL_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const REFERRAL_LENGTH = 8;

export function newReferralCode(): string {
  return Array.from(
    { length: REFERRAL_LENGTH },
    () => REFERRAL_ALPHABET[randomInt(REFERRAL_ALPHABET.length)],
  ).join('');
}

/** spec 1 §3 discriminator, shown as #number: four digits. */
function newDiscriminator(): string {
  return String(randomInt(1, 10_000)).padStart(4, '0');
}

/**
 * Inserts a player with a fresh referral code and discriminator. Call it inside the transaction that
 * also records whatever made the player (a used sign-up code, an identity), so a failure leaves no row.
 */
export async function createUser(tx: Database, user: NewUser): Promise<UserRow> {
  for (;;) {
    const [row] = await tx
      .insert(users)
      .values({
        email: user.email ?? null,
        emailVerifiedAt: user.emailVerifiedAt ?? null,
        passwordHash: user.passwordHash ?? null,
        username: user.username ?? null,
        fingerprint: user.fingerprint ?? null,
        referredByUserId: user.referredByUserId ?? null,
        signUpIpBlock: user.signUpIpBlock ?? null,
        userFlags: user.userFlags ?? {},
        discriminator: newDiscriminator(),
        referralCode: newReferralCode(),
      })
      // A referral code collision (one in about 10^12) just draws again.
      .onConflictDoNothing({ target: users.referralCode })
      .returning();
    if (row) return row;
  }
}

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

export async function findUserByReferralCode(
  db: Database,
  referralCode: string,
): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.referralCode, referralCode));
  return row;
}

export type UserChanges = Partial<
  Pick<
    UserRow,
    | 'email'
    | 'emailVerifiedAt'
    | 'passwordHash'
    | 'username'
    | 'bio'
    | 'profilePicPath'
    | 'publisherName'
    | 'userFlags'
  >
>;

export async function updateUser(
  db: Database,
  id: string,
  changes: UserChanges,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/** The player's row, locked until the transaction ends (read-modify-write of flags). */
export async function lockUser(tx: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  return row;
}

/** Balances by currency; a currency never credited is absent (0). */
export async function loadBalances(db: Database, userId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ currency: userBalances.currency, amount: userBalances.amount })
    .from(userBalances)
    .where(eq(userBalances.userId, userId));
  return new Map(rows.map((row) => [row.currency, row.amount]));
}
