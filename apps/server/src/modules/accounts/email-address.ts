// E-mail addresses are compared lower-cased and trimmed; one account per address.
import { z } from 'zod';
import { invalidInput } from '#errors.ts';

const emailSchema = z.email().max(254);

export function normalizeEmail(raw: string): string {
  const email = raw.trim().toLowerCase();
  if (!emailSchema.safeParse(email).success)
    throw invalidInput('Please enter a valid e-mail address.');
  return email;
}
