// Builds the services once per server; the GraphQL context hands them to every resolver.
import type { Database } from '#db/client.ts';
import { createMintsService } from '#modules/mints/service.ts';
import { createSeasonService } from '#modules/season/service.ts';
import { createShopService } from '#modules/shop/service.ts';
import { createSiteService } from '#modules/site/service.ts';
import type { Services } from './context.ts';

export function createServices(db: Database): Services {
  return {
    season: createSeasonService(db),
    shop: createShopService(db),
    site: createSiteService(db),
    mints: createMintsService(db),
  };
}
