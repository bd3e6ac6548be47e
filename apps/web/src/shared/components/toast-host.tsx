import { useStore } from 'zustand';
import { Toast } from '@levelup/ui/primitives/toast';
import { toastStore } from '../toast-store.ts';

/** Draws the current toast; mounted once in the root layout. */
export function ToastHost() {
  const current = useStore(toastStore, (state) => state.current);
  return current ? <Toast tone={current.tone}>{current.text}</Toast> : null;
}
