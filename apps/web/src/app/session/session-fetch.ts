// spec 2 §4 Auth: requests carry the in-memory access token; when the server answers that it has
// expired (unauthenticated), the session is refreshed once and the request sent again.

export type SessionFetchParameters = {
  /** The current access token, or null when nobody is signed in. */
  getAccessToken: () => string | null;
  /** A fresh access token, or null when the session could not be refreshed (it has then ended). */
  refreshAccessToken: () => Promise<string | null>;
  fetch?: typeof fetch;
};

function withBearer(init: RequestInit | undefined, token: string | null): RequestInit {
  const headers = new Headers(init?.headers);
  if (token) headers.set('authorization', `Bearer ${token}`);
  else headers.delete('authorization');
  return { ...init, headers };
}

/** Whether a GraphQL response says the caller is not (or no longer) signed in. */
export async function isUnauthenticatedResponse(response: Response): Promise<boolean> {
  if (response.status === 401) return true;
  try {
    const body: unknown = await response.clone().json();
    const errors = (body as { errors?: Array<{ extensions?: { code?: unknown } }> }).errors;
    return errors?.some((error) => error.extensions?.code === 'unauthenticated') ?? false;
  } catch {
    return false;
  }
}

/**
 * The fetch the app's GraphQL client uses: bearer token on, and one refresh-and-retry when a request
 * sent with a token comes back unauthenticated. A request sent without a token is never retried, so a
 * visitor's call cannot start a refresh loop.
 */
export function createSessionFetch({
  getAccessToken,
  refreshAccessToken,
  fetch: baseFetch = globalThis.fetch,
}: SessionFetchParameters): typeof fetch {
  return async (input, init) => {
    const token = getAccessToken();
    const response = await baseFetch(input, withBearer(init, token));
    if (!token || !(await isUnauthenticatedResponse(response))) return response;
    const freshToken = await refreshAccessToken();
    if (!freshToken) return response;
    return baseFetch(input, withBearer(init, freshToken));
  };
}
