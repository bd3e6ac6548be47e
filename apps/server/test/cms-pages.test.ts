// Issue 14 Build 5: the blog and media pages come from content files (seasons/pages.yaml) applied by
// `season apply`, read by path or by section (newest first); bad paths are refused when the file is read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyDataFiles } from '#season-files/apply-files.ts';
import { parseDataFile } from '#season-files/data-file.ts';
import { graphqlAs } from './support/live-events.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const pageQuery = /* GraphQL */ `
  query Page($path: String!) {
    cmsPage(path: $path) {
      path
      title
      summary
      publishedAt
      body
    }
  }
`;
const sectionQuery = /* GraphQL */ `
  query Section($section: CmsSection!) {
    cmsPages(section: $section) {
      path
      title
    }
  }
`;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { SEASON_CACHE_TTL_SECONDS: '3600' } });
});
afterAll(() => server?.close());

async function ask(query: string, variables: Record<string, unknown>) {
  const result = await graphqlAs(server, null, query, variables);
  expect(result.errors).toBeUndefined();
  return result.data as Record<string, unknown>;
}

describe('CMS pages', () => {
  it('answers a seeded page by path, to visitors', async () => {
    const { cmsPage } = await ask(pageQuery, { path: 'blog/playpoints-announcement' });
    expect(cmsPage).toMatchObject({
      path: 'blog/playpoints-announcement',
      title: 'Introducing Playpoints',
      publishedAt: '2026-10-01T12:00:00.000Z',
    });
    expect((cmsPage as { body: string }).body).toContain('## How to earn Playpoints');
  });

  it('answers null for an unknown or impossible path', async () => {
    expect((await ask(pageQuery, { path: 'blog/no-such-page' })).cmsPage).toBeNull();
    expect((await ask(pageQuery, { path: '../etc/passwd' })).cmsPage).toBeNull();
  });

  it('lists a section newest first, with a page applied by season apply', async () => {
    const text = [
      'kind: pages',
      'pages:',
      '  - path: media/season-2-teaser',
      '    title: Season 2 teaser',
      '    publishedAt: 2026-12-01T00:00:00Z',
      '    body: Soon.',
    ].join('\n');
    await applyDataFiles(server.handle.db, [parseDataFile('/tmp/pages.yaml', text)]);
    const { cmsPages } = await ask(sectionQuery, { section: 'media' });
    expect((cmsPages as { path: string }[]).map((page) => page.path)).toEqual([
      'media/season-2-teaser',
      'media/season-1-launch',
      'media/press-kit',
    ]);
  });

  it("lists the learn section: the Learn menu's guides", async () => {
    const { cmsPages } = await ask(sectionQuery, { section: 'learn' });
    expect((cmsPages as Array<{ path: string }>).map((page) => page.path).sort()).toEqual([
      'learn/guides',
      'learn/guides/battle-pass',
      'learn/guides/getting-started',
      'learn/guides/snowflakes',
    ]);
  });

  it('refuses a page outside the blog, media and learn sections when the file is read', () => {
    const text =
      'kind: pages\npages:\n  - path: admin/x\n    title: X\n    publishedAt: 2026-01-01\n    body: x';
    expect(() => parseDataFile('/tmp/bad.yaml', text)).toThrow(
      /blog\/<slug>, media\/<slug> or learn\/<slug>/,
    );
  });
});
