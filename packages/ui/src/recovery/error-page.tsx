import { useEffect, useRef, type ReactNode } from 'react';
import { useUiText } from '../i18n/ui-text.ts';
import { Button } from '../primitives/button.tsx';
import { usePageRecovery } from './use-page-recovery.ts';

export type ErrorPageProps = {
  /** What went wrong: a failed dynamic import reloads the page once (issue 26), else nothing happens. */
  error: unknown;
  /** The retry of any other error (a route's reset and reload of its data). */
  onRetry: () => void;
  /** The app's header (its logo), above the message. */
  header?: ReactNode;
  /** Reloads the page; `window.location.reload()` unless told (tests). */
  reload?: () => void;
};

/**
 * The last-resort page when a page cannot be shown, in both apps (issue 26: never a blank page): a
 * title, a line of explanation and a retry button. Focus moves to the title, so a keyboard or screen
 * reader user whose focused control just disappeared starts from it; the button is next in tab order.
 */
export function ErrorPage({ error, onRetry, header, reload }: ErrorPageProps) {
  const t = useUiText();
  const { retry } = usePageRecovery(error, onRetry, reload);
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  return (
    <div className="flex min-h-dvh flex-col">
      {header}
      <main
        id="main-content"
        className="mx-auto flex w-full max-w-secondary flex-col items-start gap-4 px-4 py-16 sm:px-6"
      >
        <h1 ref={title} tabIndex={-1} className="text-3xl font-bold outline-none sm:text-4xl">
          {t('recovery.title')}
        </h1>
        <p className="text-lg text-ink-muted">{t('recovery.body')}</p>
        <Button onClick={retry}>{t('recovery.retry')}</Button>
      </main>
    </div>
  );
}
