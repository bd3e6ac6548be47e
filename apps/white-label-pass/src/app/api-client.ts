import { createApiClient } from '@levelup/api/client';
import { env } from '#env.ts';

/** The one GraphQL client of the app. */
export const api = createApiClient({ url: env.apiUrl });
