// spec 1 §2 / §8: captcha widget error gives a red cross, the modal closes after 0.5 s, and an error
// callback and an analytics event fire.
import { Turnstile } from '@marsidev/react-turnstile';
import { useEffect, useRef, useState } from 'react';
import { CAPTCHA_MODAL_CLOSE_DELAY_MS, CaptchaModal } from '@levelup/ui/auth/captcha-modal';
import type { CaptchaStatus } from '@levelup/ui/auth/captcha-modal';
import { trackEvent } from '../analytics.ts';
import { sharedText } from '../shared-text.ts';

export type CaptchaDialogProps = {
  siteKey: string | undefined;
  action: string;
  /** The token, or null on failure or when the player closed the modal. */
  onDone: (token: string | null) => void;
};

/** The captcha modal with the Turnstile widget inside it. */
export default function CaptchaDialog({ siteKey, action, onDone }: CaptchaDialogProps) {
  const [status, setStatus] = useState<CaptchaStatus>(siteKey ? 'waiting' : 'error');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const finish = (token: string | null, reason?: string) => {
    if (timer.current) return;
    setStatus(token ? 'success' : 'error');
    if (!token) trackEvent('captcha-widget-error', { action, reason });
    timer.current = setTimeout(() => onDone(token), CAPTCHA_MODAL_CLOSE_DELAY_MS);
  };

  useEffect(() => {
    if (!siteKey) finish(null, 'missing-site-key');
    // Runs once: the site key does not change while the modal is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <CaptchaModal
      status={status}
      errorMessage={sharedText('captcha.failed')}
      onOpenChange={(open) => (open ? undefined : onDone(null))}
    >
      {siteKey ? (
        <Turnstile
          siteKey={siteKey}
          options={{ action, theme: 'dark' }}
          onSuccess={(token) => finish(token)}
          onError={(code) => finish(null, code)}
          onExpire={() => finish(null, 'expired')}
          onTimeout={() => finish(null, 'timeout')}
          onUnsupported={() => finish(null, 'unsupported')}
          scriptOptions={{ onError: () => finish(null, 'script-load-failed') }}
        />
      ) : null}
    </CaptchaModal>
  );
}
