import * as z from 'zod/mini';

// The only place that reads build-time configuration (CONVENTIONS.md); every value is public.
const schema = z.object({
  VITE_API_URL: z._default(z.string().check(z.minLength(1)), '/graphql'),
  /** The partner group and, optionally, the season key this deployment shows. */
  VITE_WHITE_LABEL_GROUP: z._default(z.string().check(z.minLength(1)), 'nebula-guild'),
  VITE_WHITE_LABEL_KEY: z.optional(z.string()),
  /** Where a visitor goes to sign in (the partner's main site or ours). */
  VITE_SIGN_IN_URL: z._default(z.string().check(z.minLength(1)), '/auth/login'),
});

const parsed = schema.parse(import.meta.env);

export const env = {
  apiUrl: parsed.VITE_API_URL,
  group: parsed.VITE_WHITE_LABEL_GROUP,
  seasonKey: parsed.VITE_WHITE_LABEL_KEY || undefined,
  signInUrl: parsed.VITE_SIGN_IN_URL,
  basePath: import.meta.env.BASE_URL,
} as const;
