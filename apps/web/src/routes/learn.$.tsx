// The Learn menu's guides (spec 1 §2 Navbar: learn menu, seeded in seasons/site.yaml): a CMS page of the
// learn section by its path, e.g. /learn/guides/getting-started.
import { createFileRoute } from '@tanstack/react-router';
import { CmsArticle } from '#features/cms/components/cms-article.tsx';

export const Route = createFileRoute('/learn/$')({ component: LearnPage });

function LearnPage() {
  const { _splat } = Route.useParams();
  return <CmsArticle path={`learn/${(_splat ?? '').replace(/\/+$/, '')}`} />;
}
