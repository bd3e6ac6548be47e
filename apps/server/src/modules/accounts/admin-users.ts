// Account changes made by an operator through the CLI: demo accounts (`user create`) and publisher
// users (`user set-publisher`; spec 1 §6 Publisher user, who sees the Publisher Dashboard link).
import type { Database } from '#db/client.ts';
import { invalidInput } from '#errors.ts';
import { normalizeEmail } from './email-address.ts';
import { assertAcceptablePassword, hashPassword } from './passwords.ts';
import { createUser, findUserByEmail, updateUser, type UserRow } from './users-store.ts';

/** A player with a verified e-mail and a password that meets the rules. */
export async function createPlayerAccount(
  db: Database,
  { email: rawEmail, password }: { email: string; password: string },
): Promise<UserRow> {
  const email = normalizeEmail(rawEmail);
  assertAcceptablePassword(password);
  if (await findUserByEmail(db, email))
    throw invalidInput(`An account for ${email} already exists.`);
  const passwordHash = await hashPassword(password);
  return db.transaction((tx) =>
    createUser(tx, { email, emailVerifiedAt: new Date(), passwordHash }),
  );
}

/** Makes a player a publisher user under `name`. */
export async function setPublisherName(
  db: Database,
  { email: rawEmail, name }: { email: string; name: string },
): Promise<UserRow> {
  const email = normalizeEmail(rawEmail);
  const publisherName = name.trim();
  if (publisherName === '' || publisherName.length > 100)
    throw invalidInput('A publisher name has 1 to 100 characters.');
  const user = await findUserByEmail(db, email);
  if (!user) throw invalidInput(`No account for ${email}.`);
  const updated = await updateUser(db, user.id, { publisherName });
  if (!updated) throw invalidInput(`No account for ${email}.`);
  return updated;
}
