// spec 1 §8 Password changed: a toast for 2 s. spec 2 §8: a toast is not repeated while the same id is
// active. One toast shows at a time; the ToastHost each app mounts once draws it.
import { createStore } from 'zustand/vanilla';

export type ToastMessage = { id: string; text: string; tone: 'success' | 'error' | 'info' };

type ToastState = { current: ToastMessage | null };

/** The app-wide toast slot. */
export const toastStore = createStore<ToastState>()(() => ({ current: null }));

let hideTimer: ReturnType<typeof setTimeout> | undefined;

/** Shows a toast for `durationMs` (10 s by default, spec 1 §9), replacing the one on screen. */
export function showToast(
  toast: Omit<ToastMessage, 'tone'> & { tone?: ToastMessage['tone'] },
  durationMs = 10_000,
): void {
  if (toastStore.getState().current?.id === toast.id) return;
  clearTimeout(hideTimer);
  toastStore.setState({ current: { tone: 'info', ...toast } });
  hideTimer = setTimeout(() => toastStore.setState({ current: null }), durationMs);
}
