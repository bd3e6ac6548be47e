// PostGraphile v4 (the off-the-shelf peer of issue 10 shared part 7) serving the same PostgreSQL
// database as our server, in plain JavaScript so that no TypeScript loader weighs on its memory.
// Started by peer-vs-postgraphile.ts with DATABASE_URL and PORT; production settings: no GraphiQL,
// no query log, no mutations (the benchmark only reads).
import { createServer } from 'node:http';
import { postgraphile } from 'postgraphile';

const server = createServer(
  postgraphile(process.env.DATABASE_URL, 'public', {
    graphiql: false,
    disableQueryLog: true,
    disableDefaultMutations: true,
    dynamicJson: true,
    setofFunctionsContainNulls: false,
    retryOnInitFail: false,
    watchPg: false,
  }),
);
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('postgraphile ready'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
