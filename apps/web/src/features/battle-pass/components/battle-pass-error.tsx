import { apiErrorMessage } from '@levelup/api/errors';
import { useUiText } from '@levelup/ui/i18n/ui-text';
import { usePageRecovery } from '@levelup/ui/recovery/use-page-recovery';
import { ErrorNotice } from '#shared/components/error-notice.tsx';
import { useBattlePassText } from '../battle-pass-text.ts';

export type BattlePassErrorProps = { error: unknown; onRetry: () => void };

/**
 * The season could not be loaded (an unknown season, or the server is down): the server's own message.
 * A script of the page that failed to load reloads the page once and says so in the catalogue's words;
 * its retry reloads the page (issue 26).
 */
export function BattlePassError({ error, onRetry }: BattlePassErrorProps) {
  const t = useBattlePassText();
  const ui = useUiText();
  const { failedImport, retry } = usePageRecovery(error, onRetry);
  return (
    <div className="mx-auto w-full max-w-page px-4 py-8 sm:px-6">
      <h1 className="mb-4 text-2xl font-bold text-ink">{t('error.title')}</h1>
      <ErrorNotice
        message={failedImport ? ui('recovery.body') : apiErrorMessage(error)}
        onRetry={retry}
      />
    </div>
  );
}
