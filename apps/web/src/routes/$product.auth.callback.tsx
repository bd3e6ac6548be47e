import { createFileRoute, notFound } from '@tanstack/react-router';
import { productSlug } from '@levelup/domain/external-sign-in';
import { AuthCallbackPage } from '#features/auth/components/auth-callback-page.tsx';
import { env } from '#env.ts';
import { optionalStrings } from '#shared/search-params.ts';

// spec 2 §2 sign-in return target /{product}/auth/callback, {product} the configured product's slug
// (VITE_PRODUCT_NAME); any other first segment is not a page. Same answer as /auth/callback.
const validateSearch = optionalStrings('status', 'code', 'state');

export const Route = createFileRoute('/$product/auth/callback')({
  validateSearch,
  beforeLoad: ({ params }) => {
    if (params.product !== productSlug(env.productName)) throw notFound();
  },
  staticData: { layout: { accountWidgets: false } },
  component: ProductAuthCallbackRoute,
});

function ProductAuthCallbackRoute() {
  const search = Route.useSearch();
  return <AuthCallbackPage {...search} />;
}
