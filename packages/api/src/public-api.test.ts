import { expect, it } from 'vitest';
import * as battlePass from './battle-pass.ts';
import * as client from './client.ts';
import * as errors from './errors.ts';
import * as mints from './mints.ts';
import * as shop from './shop.ts';
import * as site from './site.ts';

// Locks the public API of the published package (CONVENTIONS.md "Libraries").
it('exports the same names', () => {
  const names = Object.fromEntries(
    Object.entries({ battlePass, client, errors, mints, shop, site }).map(([module, exports]) => [module, Object.keys(exports).sort()]),
  );
  expect(names).toMatchInlineSnapshot(`
    {
      "battlePass": [
        "BattlePassPageDocument",
        "ItemDocument",
        "battlePassKeys",
        "battlePassPageQueryOptions",
        "itemQueryOptions",
      ],
      "client": [
        "createApiClient",
      ],
      "errors": [
        "apiErrorCode",
        "apiErrorMessage",
      ],
      "mints": [
        "FreeMintsDocument",
        "freeMintsQueryOptions",
        "mintKeys",
      ],
      "shop": [
        "SHOP_CACHE_MS",
        "ShopItemsDocument",
        "shopItemsQueryOptions",
        "shopKeys",
      ],
      "site": [
        "CmsMenuDocument",
        "FeatureFlagsDocument",
        "cmsMenuQueryOptions",
        "featureFlagsQueryOptions",
        "siteKeys",
      ],
    }
  `);
});
