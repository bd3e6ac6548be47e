// spec 1 §2 /shop: the season's premium pass and XP boosters (spec 1 §3 Shop item) with their prices,
// each opening the purchase modal the battle pass page uses (spec 1 §2 Buy XP booster, Buy premium
// pass), and the chests sold for Gold with their odds (spec 2 §2 Legendary chest). A visitor's BUY goes
// to sign-in and comes back here.
import { useShopText } from '../shop-text.ts';
import { useWallText } from '@levelup/ui/i18n/wall-text';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { battlePassPageQueryOptions } from '@levelup/api/battle-pass';
import { shopItemsQueryOptions } from '@levelup/api/shop';
import {
  LEGENDARY_CHEST_TYPE,
  chestOddsQueryOptions,
  legendaryChestPriceQueryOptions,
} from '@levelup/api/wall';
import { authRedirectPath } from '@levelup/domain/auth-redirect';
import { ShopItemCard } from '@levelup/ui/shop/shop-item-card';
import { useApi } from '#shared/use-api.ts';
import {
  ALLYPASS_SEASON,
  useBattlePassContext,
} from '#features/battle-pass/hooks/use-battle-pass-context.ts';
import { useSiteFlags } from '#features/battle-pass/hooks/use-site-flags.ts';
import {
  openBuyBoosterModal,
  openBuyPremiumModal,
} from '#features/battle-pass/components/modals.tsx';
import { chestOfferLines } from '../lib/chest-offer.ts';
import { shopOffers, type ShopOffer, type ShopPlayerState } from '../lib/shop-offers.ts';

// The Wall's purchase modals, loaded on the first click. Not the Wall's chest card: sharing its modules
// would split them out of the Wall's first load into chunks of their own (and past its budget).
const loadWallModals = () => import('#features/wall/components/modals.tsx');

export function ShopPage() {
  const t = useShopText();
  const ui = useWallText();
  const api = useApi();
  const navigate = useNavigate();
  const href = useLocation({ select: (location) => location.href });
  const { battlePass } = useSuspenseQuery(battlePassPageQueryOptions(api, ALLYPASS_SEASON)).data;
  const shop = useQuery(
    shopItemsQueryOptions(api, {
      keys: battlePass.xpBoosters,
      premiumPassKey: battlePass.premiumPassItemKey,
    }),
  );
  const chestPrice = useQuery(legendaryChestPriceQueryOptions(api)).data?.price ?? null;
  const chestOdds = useQuery(chestOddsQueryOptions(api, LEGENDARY_CHEST_TYPE)).data;
  const context = useBattlePassContext();
  const flags = useSiteFlags();
  const player: ShopPlayerState =
    context.status === 'signedIn'
      ? {
          hasPremium: context.state.premiumState.hasPremium,
          hasActiveBooster: context.state.booster.hasBooster,
          multiBoosterPurchaseDisabled: flags?.multiBoosterPurchaseDisabled ?? true,
        }
      : null;
  const offers = shopOffers(shop.data?.shopItems ?? [], battlePass, player);
  const signedIn = context.status !== 'notSignedIn';

  const signIn = () =>
    void navigate({ href: authRedirectPath({ source: 'shop', destination: href }) });

  const buy = (offer: ShopOffer) => {
    if (!signedIn) return signIn();
    // spec 1 §4: the purchase modals open once the battle pass context is SignedIn.
    if (context.status !== 'signedIn') return;
    if (offer.kind === 'premium') openBuyPremiumModal();
    else openBuyBoosterModal();
  };

  // spec 2 §4 Legendary chest purchase: a notice while the flag disables it, else sign-in, else confirm.
  const buyChest = () => {
    if (flags?.legendaryChestDisabled)
      void loadWallModals().then((modals) => modals.openLegendaryChestDisabledModal());
    else if (!signedIn) signIn();
    else void loadWallModals().then((modals) => modals.openBuyLegendaryChestModal());
  };

  return (
    <main className="mx-auto flex w-full max-w-5xl flex-col gap-8 px-4 py-8">
      <h1 className="text-3xl font-bold">{t('title')}</h1>
      <section aria-labelledby="shop-pass-title" className="flex flex-col gap-4">
        <h2 id="shop-pass-title" className="text-xl font-bold">
          {battlePass.name}
        </h2>
        {shop.isPending ? (
          <p className="text-ink-muted" aria-live="polite">
            {t('loading')}
          </p>
        ) : offers.length === 0 ? (
          <p className="text-ink-muted">{t('empty')}</p>
        ) : (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {offers.map((offer) => (
              <ShopItemCard
                key={offer.item.key}
                itemKey={offer.item.key}
                name={offer.name}
                summary={offer.summary}
                prices={offer.item.prices}
                unavailableLabel={offer.unavailableLabel}
                onBuy={() => buy(offer)}
              />
            ))}
          </div>
        )}
      </section>
      <section aria-labelledby="shop-chests-title" className="flex flex-col gap-4">
        <h2 id="shop-chests-title" className="text-xl font-bold">
          {t('chests.title')}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <ShopItemCard
            itemKey={LEGENDARY_CHEST_TYPE}
            name={ui('wall.legendary.name')}
            summary={t('chests.legendarySummary')}
            prices={
              chestPrice === null
                ? []
                : [{ price: chestPrice, currency: 'GOLD', paymentType: 'COIN' }]
            }
            details={{ label: ui('wall.legendary.odds'), lines: chestOfferLines(chestOdds) }}
            unavailableLabel={null}
            onBuy={buyChest}
          />
        </div>
      </section>
    </main>
  );
}
