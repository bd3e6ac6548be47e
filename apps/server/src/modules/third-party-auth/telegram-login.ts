// Telegram sign-in (spec 2 §4 Telegram login): the login widget's data, checked as Telegram documents
// it: HMAC-SHA256 of the sorted "key=value" lines with SHA-256(bot token) as the key, and an
// auth_date no older than the configured age. The popup hands the data over base64-encoded as
// telegram_token; the widget's plain JSON is accepted too.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { TelegramConfig } from './config.ts';
import type { ProviderProfile } from './provider-profile.ts';
import { SignInError } from './sign-in-error.ts';

const text = z.union([z.string(), z.number()]).transform(String);

/** The fields the login widget sends, all of which the hash covers. */
export const telegramLoginSchema = z.object({
  id: text.pipe(z.string().regex(/^\d{1,20}$/)),
  first_name: text.optional(),
  last_name: text.optional(),
  username: text.optional(),
  photo_url: text.optional(),
  auth_date: text.pipe(z.string().regex(/^\d{1,12}$/)),
  hash: z.string().regex(/^[0-9a-f]{64}$/),
});
export type TelegramLogin = z.infer<typeof telegramLoginSchema>;

function invalidData(): SignInError {
  return new SignInError('invalid-telegram-data', 'The Telegram login data is not valid.');
}

/** The widget data from a request body: { telegram_token } (base64 JSON) or the widget's fields. */
export function readTelegramLogin(body: unknown): TelegramLogin {
  let data = body;
  const token = z.object({ telegram_token: z.string().max(8192) }).safeParse(body);
  if (token.success) {
    try {
      data = JSON.parse(Buffer.from(token.data.telegram_token, 'base64').toString('utf8'));
    } catch {
      throw invalidData();
    }
  }
  const parsed = telegramLoginSchema.safeParse(data);
  if (!parsed.success) throw invalidData();
  return parsed.data;
}

/** The signature Telegram puts in `hash` for these fields and this bot. */
export function telegramLoginHash(fields: Omit<TelegramLogin, 'hash'>, botToken: string): string {
  const dataCheckString = Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}=${value}`)
    .sort()
    .join('\n');
  const secretKey = createHash('sha256').update(botToken).digest();
  return createHmac('sha256', secretKey).update(dataCheckString).digest('hex');
}

export function verifyTelegramLogin(
  config: TelegramConfig,
  login: TelegramLogin,
  now: Date = new Date(),
): ProviderProfile {
  const { hash, ...fields } = login;
  const expected = Buffer.from(telegramLoginHash(fields, config.botToken), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(hash, 'hex'))) throw invalidData();
  const ageSeconds = Math.floor(now.getTime() / 1000) - Number(fields.auth_date);
  // A minute of clock skew is allowed for data stamped "in the future".
  if (ageSeconds > config.maxAuthAgeSeconds || ageSeconds < -60)
    throw new SignInError('telegram-data-expired', 'The Telegram login has expired.');
  const fullName = [fields.first_name, fields.last_name].filter(Boolean).join(' ');
  return { providerUserId: fields.id, displayName: fields.username ?? (fullName || null) };
}
