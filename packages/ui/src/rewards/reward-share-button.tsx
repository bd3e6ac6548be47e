// spec 2 §2 Single challenge reward collection: "a share-to-social icon" (issue 27 finding 6: every
// collection shows it). The app may share its own way (a collected challenge's social card, spec 2 §7
// Sharing); otherwise the icon shares through the Web Share API where the browser has it, else copies
// the link and says so.
import { useState } from 'react';
import { Button } from '../primitives/button.tsx';
import { ShareIcon } from '../primitives/icons.tsx';
import { useRewardsText } from '../i18n/rewards-text.ts';

/** The browser's share sheet and clipboard (replaced in tests and stories). */
export type ShareChannels = {
  /** `navigator.share` when the browser has one, else null. */
  share: ((data: ShareData) => Promise<void>) | null;
  copy: (text: string) => Promise<void>;
};

export function browserShareChannels(): ShareChannels {
  const nav = globalThis.navigator;
  return {
    share: typeof nav?.share === 'function' ? (data) => nav.share(data) : null,
    copy: (text) => nav.clipboard.writeText(text),
  };
}

export type RewardShareButtonProps = {
  /** What was collected, in words ("200 Gold, Rare Chest"). */
  rewardsText: string;
  /** The link the post carries. */
  link: string;
  /** The app's own share; replaces the default one. */
  onShare?: (() => void) | null;
  channels?: ShareChannels;
};

export function RewardShareButton({
  rewardsText,
  link,
  onShare,
  channels = browserShareChannels(),
}: RewardShareButtonProps) {
  const t = useRewardsText();
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);

  const share = () => {
    if (onShare) return onShare();
    if (channels.share) {
      // A dismissed share sheet rejects (AbortError): nothing to tell.
      channels
        .share({ text: t('rewards.collection.shareText', { rewards: rewardsText }), url: link })
        .catch(() => undefined);
      return;
    }
    channels.copy(link).then(
      () => setCopied('copied'),
      () => setCopied('failed'),
    );
  };

  return (
    <>
      <Button variant="secondary" aria-label={t('rewards.collection.share')} onClick={share}>
        <ShareIcon className="size-5" />
      </Button>
      {copied ? (
        <span role="status" className="self-center text-sm text-ink-muted">
          {copied === 'copied'
            ? t('rewards.collection.copied')
            : t('rewards.collection.copyFailed')}
        </span>
      ) : null}
    </>
  );
}
