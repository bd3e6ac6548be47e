// The new key's secret, shown this once (issue 14 Build 4 "a secret shown once"): a copy button and a
// warning; closing the dialog forgets it.
import { useState } from 'react';
import { Button } from '@levelup/ui/primitives/button';
import { Dialog } from '@levelup/ui/primitives/dialog';
import { publisherText, usePublisherText } from '../publisher-text.ts';

/** The once-only warning (read in the language of the import, for tests). */
export const SECRET_WARNING = publisherText('newKey.warning');

const copyToClipboard = (text: string) => navigator.clipboard.writeText(text);

export function NewKeySecretDialog({
  keyId,
  secret,
  onClose,
  copy = copyToClipboard,
}: {
  keyId: string;
  secret: string;
  onClose: () => void;
  copy?: (text: string) => Promise<void>;
}) {
  const t = usePublisherText();
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('newKey.title')}
      description={t('newKey.warning')}
      actions={<Button onClick={onClose}>{t('newKey.done')}</Button>}
    >
      <div className="flex flex-col gap-3">
        <p className="text-sm">
          {t('newKey.keyId')} <code>{keyId}</code>
        </p>
        <label className="flex flex-col gap-1.5 text-sm font-bold">
          {t('newKey.secret')}
          <input
            readOnly
            value={secret}
            onFocus={(event) => event.target.select()}
            className="h-10 rounded-md border border-ink-muted/40 bg-surface px-3 font-mono text-ink"
          />
        </label>
        <Button
          variant="secondary"
          onClick={() =>
            copy(secret).then(
              () => setCopied('copied'),
              () => setCopied('failed'),
            )
          }
        >
          {t('newKey.copy')}
        </Button>
        <p role="status" className="min-h-5 text-sm text-ink-muted">
          {copied === 'copied'
            ? t('newKey.copied')
            : copied === 'failed'
              ? t('newKey.copyFailed')
              : ''}
        </p>
      </div>
    </Dialog>
  );
}
