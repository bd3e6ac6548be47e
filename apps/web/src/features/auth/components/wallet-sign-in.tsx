// Log in with a wallet (issue 13 Build 5; spec 2 §3 Auth providers: Metamask): the button of the
// sign-in page. The flow and the wallet code (wagmi) load only when it is pressed.
import { Suspense, lazy, useState } from 'react';
import { useAuthText } from '../auth-text.ts';

const WalletSignInFlow = lazy(() => import('./wallet-sign-in-flow.tsx'));

export function WalletSignIn() {
  const t = useAuthText();
  const [open, setOpen] = useState(false);
  const [opening, setOpening] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-busy={opening}
        disabled={open}
        onClick={() => {
          setOpen(true);
          setOpening(true);
        }}
        className="flex h-11 items-center justify-center rounded-md border border-ink-muted/40 bg-surface px-4 font-semibold text-ink hover:border-ink-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:opacity-60"
      >
        {t('wallet.signIn')}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <WalletSignInFlow
            onOpened={() => setOpening(false)}
            onClose={() => {
              setOpening(false);
              setOpen(false);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
