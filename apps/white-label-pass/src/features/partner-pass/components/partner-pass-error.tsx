import { apiErrorMessage } from '@levelup/api/errors';
import { useWhiteLabelText } from '#app/texts/white-label-text.ts';

export type PartnerPassErrorProps = { error: unknown; onRetry: () => void };

/** The season could not be loaded (an unknown group or season, or the server is down): the server's own message. */
export function PartnerPassError({ error, onRetry }: PartnerPassErrorProps) {
  const t = useWhiteLabelText();
  return (
    <main className="mx-auto flex w-full max-w-secondary flex-col gap-4 px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold text-ink">{t('pass.title')}</h1>
      <div
        role="alert"
        className="flex flex-wrap items-center gap-4 rounded-xl border border-danger/40 bg-danger/10 p-4 text-ink"
      >
        <p>{apiErrorMessage(error)}</p>
        <button
          type="button"
          onClick={onRetry}
          className="font-semibold underline underline-offset-4 hover:text-accent"
        >
          {t('pass.retry')}
        </button>
      </div>
    </main>
  );
}
