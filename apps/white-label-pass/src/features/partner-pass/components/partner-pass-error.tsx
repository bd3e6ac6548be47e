import { apiErrorMessage } from '@levelup/api/errors';
import { useUiText } from '@levelup/ui/i18n/ui-text';
import { usePageRecovery } from '@levelup/ui/recovery/use-page-recovery';
import { useWhiteLabelText } from '#app/texts/white-label-text.ts';

export type PartnerPassErrorProps = { error: unknown; onRetry: () => void };

/**
 * The season could not be loaded (an unknown group or season, or the server is down): the server's own
 * message. A script of the page that failed to load reloads the page once and says so in the
 * catalogue's words; its retry reloads the page (issue 26).
 */
export function PartnerPassError({ error, onRetry }: PartnerPassErrorProps) {
  const t = useWhiteLabelText();
  const ui = useUiText();
  const { failedImport, retry } = usePageRecovery(error, onRetry);
  return (
    <main className="mx-auto flex w-full max-w-secondary flex-col gap-4 px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold text-ink">{t('pass.title')}</h1>
      <div
        role="alert"
        className="flex flex-wrap items-center gap-4 rounded-xl border border-danger/40 bg-danger/10 p-4 text-ink"
      >
        <p>{failedImport ? ui('recovery.body') : apiErrorMessage(error)}</p>
        <button
          type="button"
          onClick={retry}
          className="font-semibold underline underline-offset-4 hover:text-accent"
        >
          {t('pass.retry')}
        </button>
      </div>
    </main>
  );
}
