// spec 2 §2 /blog/playpoints-announcement (the Learn-more link of the Playpoints balance).
import { createFileRoute } from '@tanstack/react-router';
import { cmsPageQueryOptions } from '@levelup/api/cms-pages';
import { CmsArticle } from '#features/cms/components/cms-article.tsx';

const PATH = 'blog/playpoints-announcement';

export const Route = createFileRoute('/blog/playpoints-announcement')({
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(cmsPageQueryOptions(context.api, PATH)),
  component: () => <CmsArticle path={PATH} />,
});
