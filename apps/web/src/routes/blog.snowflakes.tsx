import { createFileRoute } from '@tanstack/react-router';
import { SnowflakesArticle } from '#features/blog/components/snowflakes-article.tsx';

export const Route = createFileRoute('/blog/snowflakes')({
  component: SnowflakesArticle,
});
