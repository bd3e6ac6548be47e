// The per-request GraphQL context: the services, and who is asking (nobody yet: sign-in is issue 3).
import type { MintsService } from '#modules/mints/service.ts';
import type { SeasonService } from '#modules/season/service.ts';
import type { ShopService } from '#modules/shop/service.ts';
import type { SiteService } from '#modules/site/service.ts';

export type Services = {
  season: SeasonService;
  shop: ShopService;
  site: SiteService;
  mints: MintsService;
};

export type GraphQLContext = {
  services: Services;
  /** The signed-in player's id, or null for a visitor. */
  viewerId: string | null;
};
