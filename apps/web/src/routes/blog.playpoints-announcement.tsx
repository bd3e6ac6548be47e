// spec 2 §2 /blog/playpoints-announcement (the Learn-more link of the Playpoints balance).
import { createFileRoute } from '@tanstack/react-router';
import { CmsArticle } from '#features/cms/components/cms-article.tsx';

export const Route = createFileRoute('/blog/playpoints-announcement')({
  component: () => <CmsArticle path="blog/playpoints-announcement" />,
});
