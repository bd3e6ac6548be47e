import { Link } from '@tanstack/react-router';
import { env } from '#env.ts';
import { buttonLinkClasses } from '#shared/components/button-classes.ts';
import { useHomeText } from '../home-text.ts';

/** The home page's opening: what the product is, and the way to the Battle Pass. */
export function HomeHero() {
  const t = useHomeText();
  return (
    <section className="border-b border-ink-muted/15 bg-[radial-gradient(ellipse_at_top_left,var(--color-brand)_0%,transparent_60%)]">
      <div className="mx-auto flex max-w-page flex-col items-start gap-5 px-4 py-14 sm:px-6 md:py-20">
        <h1 className="max-w-3xl text-4xl font-black tracking-tight sm:text-5xl">
          {t('hero.title')}
        </h1>
        <p className="max-w-2xl text-lg text-ink-muted">
          {t('hero.text', { product: env.productName })}
        </p>
        <Link to="/allypass" className={buttonLinkClasses('primary')}>
          {t('hero.battlePassLink')}
        </Link>
      </div>
    </section>
  );
}
