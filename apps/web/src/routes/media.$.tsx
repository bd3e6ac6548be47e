// spec 1 §2 Routes /media/… (exempt from the legacy-host announcement): a media page by its path.
import { createFileRoute } from '@tanstack/react-router';
import { cmsPageQueryOptions } from '@levelup/api/cms-pages';
import { CmsArticle } from '#features/cms/components/cms-article.tsx';

const pagePath = (splat: string | undefined) => `media/${(splat ?? '').replace(/\/+$/, '')}`;

export const Route = createFileRoute('/media/$')({
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(cmsPageQueryOptions(context.api, pagePath(params._splat))),
  component: MediaPage,
});

function MediaPage() {
  const { _splat } = Route.useParams();
  return <CmsArticle path={pagePath(_splat)} />;
}
