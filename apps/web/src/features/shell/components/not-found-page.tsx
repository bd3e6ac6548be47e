import { Link } from '@tanstack/react-router';
import { buttonLinkClasses } from '#shared/components/button-classes.ts';

/** Shown for an address that matches no page. */
export function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-secondary flex-col items-start gap-4 px-4 py-16 sm:px-6">
      <p className="text-sm font-bold tracking-widest text-accent uppercase">404</p>
      <h1 className="text-3xl font-bold sm:text-4xl">Page not found</h1>
      <p className="text-lg text-ink-muted">There is no page at this address.</p>
      <Link to="/" className={buttonLinkClasses('primary')}>
        Back to home
      </Link>
    </section>
  );
}
