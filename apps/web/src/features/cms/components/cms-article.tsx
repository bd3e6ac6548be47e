// Issue 14 Build 5: a blog or media page from the content files (/blog/…, /media/…), or the page's
// not-found notice when the path has none.
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { cmsPageQueryOptions } from '@levelup/api/cms-pages';
import { formatEventDate } from '@levelup/domain/event-status';
import { env } from '#env.ts';
import { useApi } from '#shared/use-api.ts';
import { useCmsText } from '../cms-text.ts';
import { withBrandName } from '../lib/brand-text.ts';
import { CmsMarkdown } from './cms-markdown.tsx';

export function CmsArticle({ path }: { path: string }) {
  const t = useCmsText();
  const page = useSuspenseQuery(cmsPageQueryOptions(useApi(), path)).data;
  if (!page)
    return (
      <main className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-8">
        <h1 className="text-3xl font-bold">{t('notFound.title')}</h1>
        <p className="text-ink-muted">{t('notFound.text')}</p>
        <Link to="/media" className="text-accent underline underline-offset-2">
          {t('notFound.backToMedia')}
        </Link>
      </main>
    );
  return (
    <main className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-8">
      <article aria-labelledby="cms-title" className="flex flex-col gap-4">
        <header className="flex flex-col gap-1">
          <h1 id="cms-title" className="text-3xl font-bold">
            {withBrandName(page.title, env.productName)}
          </h1>
          <time dateTime={page.publishedAt} className="text-sm text-ink-muted">
            {formatEventDate(page.publishedAt)}
          </time>
        </header>
        <CmsMarkdown body={withBrandName(page.body, env.productName)} />
      </article>
    </main>
  );
}
