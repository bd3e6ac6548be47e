import { createFileRoute } from '@tanstack/react-router';
import { productSlug } from '@levelup/domain/external-sign-in';
import { AuthCallbackPage } from '#features/auth/components/auth-callback-page.tsx';
import { NotFoundPage } from '#features/shell/components/not-found-page.tsx';
import { env } from '#env.ts';
import { optionalStrings } from '#shared/search-params.ts';

// spec 2 §2 sign-in return target /{product}/auth/callback, {product} the configured product's slug
// (VITE_PRODUCT_NAME); any other first segment is not a page. Same answer as /auth/callback. The
// check is in the component (its own chunk), so nothing of it weighs on the first load of other pages.
const validateSearch = optionalStrings('status', 'code', 'state');

export const Route = createFileRoute('/$product/auth/callback')({
  validateSearch,
  staticData: { layout: { accountWidgets: false } },
  component: ProductAuthCallbackRoute,
});

function ProductAuthCallbackRoute() {
  const { product } = Route.useParams();
  const search = Route.useSearch();
  if (product !== productSlug(env.productName)) return <NotFoundPage />;
  return <AuthCallbackPage {...search} />;
}
