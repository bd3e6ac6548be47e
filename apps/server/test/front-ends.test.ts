// Production serves the built front ends with a fallback to each app's index.html for client routes.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let dists: string;

async function writeDist(root: string, title: string): Promise<void> {
  await mkdir(path.join(root, 'assets'), { recursive: true });
  await writeFile(path.join(root, 'index.html'), `<!doctype html><title>${title}</title>`);
  await writeFile(path.join(root, 'assets/app.js'), `console.log(${JSON.stringify(title)});`);
}

beforeAll(async () => {
  dists = await mkdtemp(path.join(tmpdir(), 'levelup-dists-'));
  await writeDist(path.join(dists, 'web'), 'web');
  await writeDist(path.join(dists, 'white-label'), 'white-label');
  await writeDist(path.join(dists, 'ops'), 'ops');
  server = await startTestServer({
    nodeEnv: 'production',
    seed: false,
    env: {
      WEB_DIST: path.join(dists, 'web'),
      WHITE_LABEL_DIST: path.join(dists, 'white-label'),
      OPS_DIST: path.join(dists, 'ops'),
    },
  });
});
afterAll(async () => {
  await server.close();
  await rm(dists, { recursive: true, force: true });
});

const get = (pathname: string) =>
  fetch(`${server.url}${pathname}`, { headers: { accept: 'text/html' } });

describe('built front ends in production', () => {
  it.each([
    ['/', 'web'],
    ['/allypass', 'web'],
    ['/profile/me/items?tab=1', 'web'],
    ['/white-label-battlepass-v2/', 'white-label'],
    ['/white-label-battlepass-v2', 'white-label'],
    ['/white-label-battlepass-v2/auth/callback', 'white-label'],
    // issue 29: the console under /ops, not swallowed by the main site's fallback.
    ['/ops', 'ops'],
    ['/ops/', 'ops'],
    ['/ops/players/some-id', 'ops'],
  ])('%s loads the %s app', async (pathname, title) => {
    const response = await get(pathname);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toContain(`<title>${title}</title>`);
  });

  it('serves built assets of each app', async () => {
    expect(await (await get('/assets/app.js')).text()).toContain('"web"');
    expect(await (await get('/white-label-battlepass-v2/assets/app.js')).text()).toContain(
      '"white-label"',
    );
    expect(await (await get('/ops/assets/app.js')).text()).toContain('"ops"');
  });

  it.each(['/assets/missing.js', '/api/unknown', '/graphql/extra', '/images/none.svg'])(
    'answers 404 for %s',
    async (pathname) => {
      expect((await get(pathname)).status).toBe(404);
    },
  );

  it('keeps GraphQL and health in front of the site', async () => {
    expect(await (await get('/health')).json()).toEqual({ status: 'ok', database: 'ok' });
    const response = await server.graphql('{ __typename }');
    expect(response.body.data).toEqual({ __typename: 'Query' });
  });

  it('sends a Content-Security-Policy', async () => {
    expect((await get('/')).headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it("lets Cloudflare Turnstile's widget script and challenge frame load (spec 1 §5 captcha)", async () => {
    const policy = (await get('/')).headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/script-src [^;]*https:\/\/challenges\.cloudflare\.com/);
    expect(policy).toMatch(/frame-src [^;]*https:\/\/challenges\.cloudflare\.com/);
  });
});
