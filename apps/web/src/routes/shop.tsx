// spec 1 §2 /shop (the menu links here only with the Shop feature flag).
import { createFileRoute } from '@tanstack/react-router';
import { battlePassPageQueryOptions } from '@levelup/api/battle-pass';
import { ALLYPASS_SEASON } from '#features/battle-pass/hooks/use-battle-pass-context.ts';
import { ShopPage } from '#features/shop/components/shop-page.tsx';

export const Route = createFileRoute('/shop')({
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(battlePassPageQueryOptions(context.api, ALLYPASS_SEASON)),
  component: ShopPage,
});
