import { expect, it } from 'vitest';
import * as accounts from './accounts.ts';
import * as battlePass from './battle-pass.ts';
import * as client from './client.ts';
import * as errors from './errors.ts';
import * as mints from './mints.ts';
import * as shop from './shop.ts';
import * as site from './site.ts';

// Locks the public API of the published package (CONVENTIONS.md "Libraries").
it('exports the same names', () => {
  const names = Object.fromEntries(
    Object.entries({ accounts, battlePass, client, errors, mints, shop, site }).map(([module, exports]) => [module, Object.keys(exports).sort()]),
  );
  expect(names).toMatchInlineSnapshot(`
    {
      "accounts": [
        "AVATAR_UPLOAD_PATH",
        "AuthProvidersDocument",
        "CAPTCHA_HEADER",
        "ChangePasswordDocument",
        "ClaimSsoUpgradeRewardDocument",
        "MeDocument",
        "RefreshSessionDocument",
        "RequestEmailCodeDocument",
        "SignInWithEmailDocument",
        "SignOutDocument",
        "SignUpWithEmailDocument",
        "UpdateEmailDocument",
        "UpdateProfileDocument",
        "UpsertUserFlagsDocument",
        "VerifyEmailCodeDocument",
        "accountKeys",
        "authProvidersQueryOptions",
        "bearerHeaders",
        "meQueryOptions",
      ],
      "battlePass": [
        "BattlePassPageDocument",
        "ItemDocument",
        "battlePassKeys",
        "battlePassPageQueryOptions",
        "itemQueryOptions",
      ],
      "client": [
        "CSRF_HEADER",
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
