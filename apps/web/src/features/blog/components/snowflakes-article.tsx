// spec 1 §2 Modals: the Snowflakes tutorial's READ MORE opens a blog page — this one. What Snowflakes
// are and where they come from, in the product's words (spec 1 §1: a fourth currency used for rewards
// and for bypassing a blocking mission).
import { env } from '#env.ts';
import { useBlogText } from '../blog-text.ts';

export function SnowflakesArticle() {
  const t = useBlogText();
  return (
    <article className="mx-auto flex w-full max-w-secondary flex-col gap-4 px-4 py-12 sm:px-6 [&_h2]:mt-4 [&_h2]:text-xl [&_h2]:font-bold [&_p]:max-w-prose [&_p]:text-ink-muted">
      <h1 className="text-3xl font-bold sm:text-4xl">{t('snowflakes.title')}</h1>
      <p>{t('snowflakes.intro', { product: env.productName })}</p>
      <h2>{t('snowflakes.sources.title')}</h2>
      <ul className="flex max-w-prose list-disc flex-col gap-2 pl-5 text-ink-muted">
        <li>{t('snowflakes.sources.levels')}</li>
        <li>{t('snowflakes.sources.missions')}</li>
        <li>{t('snowflakes.sources.chests')}</li>
      </ul>
      <h2>{t('snowflakes.use.title')}</h2>
      <p>{t('snowflakes.use.text')}</p>
    </article>
  );
}
