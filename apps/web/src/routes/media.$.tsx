// spec 1 §2 Routes /media/… (exempt from the legacy-host announcement): a media page by its path.
import { createFileRoute } from '@tanstack/react-router';
import { CmsArticle } from '#features/cms/components/cms-article.tsx';

export const Route = createFileRoute('/media/$')({ component: MediaPage });

function MediaPage() {
  const { _splat } = Route.useParams();
  return <CmsArticle path={`media/${(_splat ?? '').replace(/\/+$/, '')}`} />;
}
