// spec 1 §2 Routes /media/: the press and media pages from the content files, newest first.
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { cmsPagesQueryOptions } from '@levelup/api/cms-pages';
import { formatEventDate } from '@levelup/domain/event-status';
import { env } from '#env.ts';
import { useApi } from '#shared/use-api.ts';
import { useCmsText } from '../cms-text.ts';
import { withBrandName } from '../lib/brand-text.ts';

export function MediaIndex() {
  const t = useCmsText();
  const pages = useSuspenseQuery(cmsPagesQueryOptions(useApi(), 'media')).data;
  return (
    <main className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8">
      <h1 className="text-3xl font-bold">{t('media.title')}</h1>
      {pages.length === 0 ? (
        <p className="text-ink-muted">{t('media.empty')}</p>
      ) : (
        <ul aria-label={t('media.listLabel')} className="flex flex-col gap-4">
          {pages.map((page) => (
            <li
              key={page.path}
              className="rounded-xl border border-ink-muted/30 bg-surface-raised p-4"
            >
              <Link
                to="/media/$"
                params={{ _splat: page.path.slice('media/'.length) }}
                className="text-lg font-bold underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-accent"
              >
                {withBrandName(page.title, env.productName)}
              </Link>
              <p className="text-sm text-ink-muted">
                <time dateTime={page.publishedAt}>{formatEventDate(page.publishedAt)}</time>
              </p>
              {page.summary ? <p>{withBrandName(page.summary, env.productName)}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
