// Publisher users of a studio (issue 14 Build 4; spec 1 §6 Publisher user): an operator adds them with
// `studio add-publisher`, which also gives the account its publisher name (the menu's Publisher
// Dashboard link) when it has none. The dashboard's calls check membership here, on the server.
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { studioMembers, studios } from '#db/schema/game-progress.ts';
import { users } from '#db/schema/users.ts';
import { invalidInput } from '#errors.ts';
import { normalizeEmail } from '#modules/accounts/email-address.ts';
import type { StudioRow } from './studios-store.ts';

/** Makes the account of `email` a publisher user of the studio; adding it again changes nothing. */
export async function addStudioPublisher(
  db: Database,
  { studioKey, email: rawEmail }: { studioKey: string; email: string },
): Promise<{ studio: StudioRow; email: string; added: boolean }> {
  const email = normalizeEmail(rawEmail);
  return db.transaction(async (tx) => {
    const [studio] = await tx.select().from(studios).where(eq(studios.key, studioKey));
    if (!studio) throw invalidInput(`No studio ${studioKey}.`);
    const [user] = await tx.select().from(users).where(eq(users.email, email)).for('update');
    if (!user) throw invalidInput(`No account for ${email}.`);
    if (!user.publisherName)
      await tx.update(users).set({ publisherName: studio.name }).where(eq(users.id, user.id));
    const added = await tx
      .insert(studioMembers)
      .values({ studioId: studio.id, userId: user.id })
      .onConflictDoNothing()
      .returning({ userId: studioMembers.userId });
    return { studio, email, added: added.length > 0 };
  });
}

/** The studios this user is a publisher user of, by name. */
export async function studiosOfMember(db: Database, userId: string): Promise<StudioRow[]> {
  const rows = await db
    .select({ studio: studios })
    .from(studioMembers)
    .innerJoin(studios, eq(studios.id, studioMembers.studioId))
    .where(eq(studioMembers.userId, userId))
    .orderBy(asc(studios.name));
  return rows.map((row) => row.studio);
}

/** The studio if this user is one of its publisher users; undefined otherwise (or no such studio). */
export async function memberStudio(
  db: Database,
  userId: string,
  studioId: string,
): Promise<StudioRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(studioId)) return undefined;
  const [row] = await db
    .select({ studio: studios })
    .from(studioMembers)
    .innerJoin(studios, eq(studios.id, studioMembers.studioId))
    .where(and(eq(studioMembers.userId, userId), eq(studioMembers.studioId, studioId)));
  return row?.studio;
}
