import { apiErrorMessage } from '@levelup/api/errors';
import { ErrorNotice } from '#shared/components/error-notice.tsx';
import { useBattlePassText } from '../battle-pass-text.ts';

export type BattlePassErrorProps = { error: unknown; onRetry: () => void };

/** The season could not be loaded (an unknown season, or the server is down): the server's own message. */
export function BattlePassError({ error, onRetry }: BattlePassErrorProps) {
  const t = useBattlePassText();
  return (
    <div className="mx-auto w-full max-w-page px-4 py-8 sm:px-6">
      <h1 className="mb-4 text-2xl font-bold text-ink">{t('error.title')}</h1>
      <ErrorNotice message={apiErrorMessage(error)} onRetry={onRetry} />
    </div>
  );
}
