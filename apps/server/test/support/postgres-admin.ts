// Creating and dropping the suite's throwaway PostgreSQL databases, through the server named by
// DATABASE_URL (ARCHITECTURE.md "Tests").
import pg from 'pg';

/** `url` pointed at the database `name` on the same server. */
export function databaseUrl(url: string, name: string): string {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

export async function withAdmin(
  url: string,
  work: (client: pg.Client) => Promise<unknown>,
): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}
