import { useRouter } from '@tanstack/react-router';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { Button } from '@levelup/ui/primitives/button';
import { SiteLogo } from './site-logo.tsx';
import { useShellText } from '../shell-text.ts';

/**
 * The last-resort page when rendering failed. It stands alone, without the navbar and its data, so a
 * failure in the shell itself cannot take this page down too.
 */
export function ErrorPage({ reset }: ErrorComponentProps) {
  const t = useShellText();
  const router = useRouter();
  // Reloading route data covers a failed loader; resetting the boundary covers a failed render.
  const retry = () => {
    reset();
    void router.invalidate();
  };
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-ink-muted/15">
        <div className="mx-auto flex h-16 max-w-page items-center px-4 sm:px-6">
          <SiteLogo />
        </div>
      </header>
      <main
        id="main-content"
        className="mx-auto flex w-full max-w-secondary flex-col items-start gap-4 px-4 py-16 sm:px-6"
      >
        <h1 className="text-3xl font-bold sm:text-4xl">{t('error.title')}</h1>
        <p className="text-lg text-ink-muted">{t('error.body')}</p>
        <Button onClick={retry}>{t('error.retry')}</Button>
      </main>
    </div>
  );
}
