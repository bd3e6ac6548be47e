// spec 1 §2 /shop (the menu links here only with the Shop feature flag). No route loader: loaders stay
// in the first load's route tree, and the page's queries would drag the API modules into it.
import { createFileRoute } from '@tanstack/react-router';
import { ShopPage } from '#features/shop/components/shop-page.tsx';

export const Route = createFileRoute('/shop')({ component: ShopPage });
