// The server refuses a state-changing /api/ request without the CSRF header (a browser only sends a
// custom header after a CORS preflight, which the server answers for its own front ends alone).

import { CSRF_HEADER } from '@levelup/api/client';

/** Headers every POST to the REST endpoints carries. */
export const CSRF_HEADERS: Readonly<Record<string, string>> = { [CSRF_HEADER]: '1' };
