import { Link } from '@tanstack/react-router';
import { buttonLinkClasses } from '#shared/components/button-classes.ts';
import { useShellText } from '../shell-text.ts';

/** Shown for an address that matches no page. */
export function NotFoundPage() {
  const t = useShellText();
  return (
    <section className="mx-auto flex max-w-secondary flex-col items-start gap-4 px-4 py-16 sm:px-6">
      <p className="text-sm font-bold tracking-widest text-accent uppercase">404</p>
      <h1 className="text-3xl font-bold sm:text-4xl">{t('notFound.title')}</h1>
      <p className="text-lg text-ink-muted">{t('notFound.body')}</p>
      <Link to="/" className={buttonLinkClasses('primary')}>
        {t('notFound.home')}
      </Link>
    </section>
  );
}
