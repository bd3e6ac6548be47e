// Log in with a wallet (issue 13 Build 5; spec 2 §3 Auth providers: Metamask): the button of the
// sign-in page. The flow and the wallet code (wagmi) load only when it is pressed.
import { Suspense, lazy, useState } from 'react';

const WalletSignInFlow = lazy(() => import('./wallet-sign-in-flow.tsx'));

/**
 * The button's text (ours: the spec names the provider, Metamask, but gives no label; spec 2 §8
 * address-already-bound says "log in with that wallet instead").
 */
export const SIGN_IN_WITH_WALLET = 'Log in with a wallet';

export function WalletSignIn() {
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
        {SIGN_IN_WITH_WALLET}
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
