// Issue 28 Build 1: a server-rendered visitor view stays in place while the browser restores the
// session, so the page shows its content at once. Until then nothing in it can be used: a tap could
// land on the visitor's view just as a signed-in player's replaces it (the run-21 e2e failures).
// `inert` keeps taps and focus out; the element stays in both states so the view is not remounted.
import type { ReactNode } from 'react';

export function UntilSessionRestored({
  restoring,
  children,
}: {
  restoring: boolean;
  children: ReactNode;
}) {
  return (
    <div inert={restoring} aria-busy={restoring || undefined} className="contents">
      {children}
    </div>
  );
}
