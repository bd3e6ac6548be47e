// spec 1 §6 feature switches and §2 Navbar CMS menus (learn, media, ecosystem; two levels).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('featureFlags', () => {
  it('returns the switches of site.yaml', async () => {
    const { body } = await server.graphql(
      '{ featureFlags { battlePass shop cms premiumPass premiumCrypto multiBoosterPurchaseDisabled captchaFeatures } }',
    );
    expect(body.data?.['featureFlags']).toEqual({
      battlePass: true,
      shop: true,
      cms: true,
      premiumPass: true,
      premiumCrypto: true,
      multiBoosterPurchaseDisabled: true,
      captchaFeatures: [],
    });
  });

  it("names Turnstile's site key of the server's configuration (TURNSTILE_SITE_KEY), else none", async () => {
    const query = '{ featureFlags { captchaSiteKey } }';
    expect((await server.graphql(query)).body.data).toEqual({
      featureFlags: { captchaSiteKey: null },
    });
    const configured = await startTestServer({
      env: { TURNSTILE_SECRET_KEY: 'secret', TURNSTILE_SITE_KEY: '0x4AAAAAAA-site-key' },
    });
    try {
      expect((await configured.graphql(query)).body.data).toEqual({
        featureFlags: { captchaSiteKey: '0x4AAAAAAA-site-key' },
      });
    } finally {
      await configured.close();
    }
  });
});

describe('cmsMenu', () => {
  const query =
    'query ($key: String!) { cmsMenu(key: $key) { key items { label href external children { label href external } } } }';
  type Menu = {
    key: string;
    items: { label: string; external: boolean; children: { external: boolean }[] }[];
  };

  it.each(['learn', 'media', 'ecosystem'])('returns the %s menu', async (key) => {
    const { body } = await server.graphql(query, { key });
    const menu = body.data?.['cmsMenu'] as Menu;
    expect(menu.key).toBe(key);
    expect(menu.items.length).toBeGreaterThan(0);
  });

  it('nests children one level and marks external links', async () => {
    const { body } = await server.graphql(query, { key: 'ecosystem' });
    const menu = body.data?.['cmsMenu'] as Menu;
    expect(menu.items.some((item) => item.children.length > 0)).toBe(true);
    expect(menu.items.some((item) => item.external)).toBe(true);
  });

  it('is null for a menu that does not exist', async () => {
    const { body } = await server.graphql(query, { key: 'footer' });
    expect(body).toEqual({ data: { cmsMenu: null } });
  });
});
