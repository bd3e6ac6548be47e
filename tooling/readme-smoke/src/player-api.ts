// The GraphQL API as a signed-in player sees it: what the README says a player gets is checked here,
// not in the database (which the running server holds).

export type Player = {
  email: string;
  query: <T>(query: string, variables?: Record<string, unknown>) => Promise<T>;
};

type Answer<T> = { data?: T; errors?: { message: string; extensions?: { code?: string } }[] };

async function graphql<T>(
  url: string,
  query: string,
  variables: Record<string, unknown>,
  token?: string,
): Promise<T> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const answer = (await response.json()) as Answer<T>;
  if (answer.errors?.length || !answer.data)
    throw new Error(
      `GraphQL answered ${response.status}: ${(answer.errors ?? [])
        .map((error) => `${error.extensions?.code ?? '?'} ${error.message}`)
        .join('; ')}`,
    );
  return answer.data;
}

export async function signIn(url: string, email: string, password: string): Promise<Player> {
  const { signInWithEmail } = await graphql<{ signInWithEmail: { accessToken: string } }>(
    url,
    'mutation SignIn($email: String!, $password: String!) { signInWithEmail(email: $email, password: $password) { accessToken } }',
    { email, password },
  );
  return {
    email,
    query: (query, variables = {}) => graphql(url, query, variables, signInWithEmail.accessToken),
  };
}
