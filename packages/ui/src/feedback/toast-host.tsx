import { useStore } from 'zustand';
import { Toast } from '../primitives/toast.tsx';
import { toastStore } from './toast-store.ts';

/** Draws the current toast (closable); mount it once per app. */
export function ToastHost() {
  const current = useStore(toastStore, (state) => state.current);
  return current ? (
    <Toast tone={current.tone} onClose={() => toastStore.setState({ current: null })}>
      {current.text}
    </Toast>
  ) : null;
}
