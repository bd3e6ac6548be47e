import * as z from 'zod/mini';

// The only place that reads build-time configuration (CONVENTIONS.md); every value is public.
const schema = z.object({
  VITE_API_URL: z._default(z.string().check(z.minLength(1)), '/graphql'),
});

const parsed = schema.parse(import.meta.env);

export const env = {
  apiUrl: parsed.VITE_API_URL,
  /** '/ops/' (vite.config.ts): the router's base path. */
  basePath: import.meta.env.BASE_URL,
} as const;
