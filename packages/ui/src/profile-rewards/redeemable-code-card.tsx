// spec 1 §2 /redeemable-codes/{groupKey}/{id}: one code of the player with a copy button, and the item
// and game it is for (issue 12 Build 9; only its owner gets here, the app shows not-found otherwise).
import { useState } from 'react';
import { Button } from '../primitives/button.tsx';
import { useProfileRewardsText } from '../i18n/profile-rewards-text.ts';

export type RedeemableCodeCardProps = {
  name: string;
  description: string | null;
  gameName: string | null;
  imagePath: string | null;
  /** Null while the pool is empty. */
  code: string | null;
  /** Writes the code to the clipboard; the browser clipboard by default. */
  copy?: (code: string) => Promise<void>;
};

const copyToClipboard = (code: string) => navigator.clipboard.writeText(code);

/** The code in large type with COPY; says so when it is copied or when copying failed. */
export function RedeemableCodeCard({
  name,
  description,
  gameName,
  imagePath,
  code,
  copy = copyToClipboard,
}: RedeemableCodeCardProps) {
  const t = useProfileRewardsText();
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  return (
    <article
      aria-labelledby="redeemable-code-name"
      className="flex flex-col items-center gap-4 rounded-xl bg-surface-raised p-6 text-center"
    >
      {imagePath ? <img src={imagePath} alt="" className="size-24 object-contain" /> : null}
      <div className="flex flex-col gap-1">
        <h2 id="redeemable-code-name" className="text-2xl font-bold">
          {name}
        </h2>
        {gameName ? <p className="text-ink-muted">{gameName}</p> : null}
        {description ? <p className="max-w-prose text-sm text-ink-muted">{description}</p> : null}
      </div>
      {code === null ? (
        <p className="font-semibold">{t('profileRewards.code.pending')}</p>
      ) : (
        <div className="flex w-full max-w-sm flex-col items-center gap-2">
          <p className="sr-only" id="redeemable-code-label">
            {t('profileRewards.code.yours')}
          </p>
          <output
            aria-labelledby="redeemable-code-label"
            className="w-full rounded-md border border-dashed border-accent/60 bg-surface px-4 py-3 font-mono text-xl font-bold tracking-wider break-all select-all"
          >
            {code}
          </output>
          <Button
            onClick={() =>
              copy(code).then(
                () => setCopied('copied'),
                () => setCopied('failed'),
              )
            }
          >
            {t('profileRewards.code.copy')}
          </Button>
          <p role="status" className="min-h-5 text-sm text-ink-muted">
            {copied === 'copied'
              ? t('profileRewards.code.copied')
              : copied === 'failed'
                ? t('profileRewards.code.copyFailed')
                : ''}
          </p>
        </div>
      )}
    </article>
  );
}
