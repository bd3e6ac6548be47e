import { createApiClient } from '@levelup/api/client';
import { env } from '#env.ts';
import { bearerHeader } from './session.ts';

/** The one GraphQL client of the console: every call carries the staff member's bearer token. */
export const api = createApiClient({
  url: env.apiUrl,
  fetch: async (input, init) => {
    const headers = new Headers(init?.headers);
    for (const [name, value] of Object.entries(await bearerHeader())) headers.set(name, value);
    return fetch(input, { ...init, headers });
  },
});
