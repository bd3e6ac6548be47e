// One-shot SQL and GraphQL calls, sign-in and bounded concurrency shared by the benchmarks.
import pg from 'pg';

/** Runs one statement on a connection of its own. */
export async function query<T extends pg.QueryResultRow>(
  url: string,
  sql: string,
  values: unknown[] = [],
) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

/** A GraphQL POST to the server under test, signed in with the access token when given. */
export async function graphql(origin: string, body: unknown, accessToken?: string) {
  const response = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-graphql-csrf': '1',
      ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return (await response.json()) as {
    data?: Record<string, unknown>;
    errors?: { message: string; extensions?: { code?: string } }[];
  };
}

/** Signs a player in by e-mail and password; answers the access token. */
export async function signIn(origin: string, email: string, password: string): Promise<string> {
  const result = await graphql(origin, {
    query:
      'mutation ($email: String!, $password: String!) { signInWithEmail(email: $email, password: $password) { accessToken } }',
    variables: { email, password },
  });
  const token = (result.data?.['signInWithEmail'] as { accessToken?: string } | undefined)
    ?.accessToken;
  if (!token) throw new Error(`sign-in failed: ${JSON.stringify(result.errors)}`);
  return token;
}

/** Runs `work` on every item with at most `limit` in flight; answers the results in item order. */
export async function inBatches<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>) {
  const results: R[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]!);
      }
    }),
  );
  return results;
}
