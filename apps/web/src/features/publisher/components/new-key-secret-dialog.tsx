// The new key's secret, shown this once (issue 14 Build 4 "a secret shown once"): a copy button and a
// warning; closing the dialog forgets it.
import { useState } from 'react';
import { Button } from '@levelup/ui/primitives/button';
import { Dialog } from '@levelup/ui/primitives/dialog';

export const SECRET_WARNING =
  'Copy this secret now and store it safely: it is shown only once and cannot be shown again.';

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
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Your new key"
      description={SECRET_WARNING}
      actions={<Button onClick={onClose}>I STORED THE SECRET</Button>}
    >
      <div className="flex flex-col gap-3">
        <p className="text-sm">
          Key id: <code>{keyId}</code>
        </p>
        <label className="flex flex-col gap-1.5 text-sm font-bold">
          Secret
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
          COPY SECRET
        </Button>
        <p role="status" className="min-h-5 text-sm text-ink-muted">
          {copied === 'copied'
            ? 'Copied to your clipboard.'
            : copied === 'failed'
              ? 'The secret could not be copied. Select it and copy it by hand.'
              : ''}
        </p>
      </div>
    </Dialog>
  );
}
