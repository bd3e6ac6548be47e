import { Link } from '@tanstack/react-router';
import { env } from '#env.ts';
import { buttonLinkClasses } from '#shared/components/button-classes.ts';

/** The home page's opening: what the product is, and the way to the Battle Pass. */
export function HomeHero() {
  return (
    <section className="border-b border-ink-muted/15 bg-[radial-gradient(ellipse_at_top_left,var(--color-brand)_0%,transparent_60%)]">
      <div className="mx-auto flex max-w-page flex-col items-start gap-5 px-4 py-14 sm:px-6 md:py-20">
        <h1 className="max-w-3xl text-4xl font-black tracking-tight sm:text-5xl">
          Play games. Level up. Earn rewards.
        </h1>
        <p className="max-w-2xl text-lg text-ink-muted">
          Earn XP in the {env.productName} Battle Pass, climb its levels and claim rewards on the
          free track, with more on the premium track.
        </p>
        <Link to="/allypass" className={buttonLinkClasses('primary')}>
          Go to the Battle Pass
        </Link>
      </div>
    </section>
  );
}
