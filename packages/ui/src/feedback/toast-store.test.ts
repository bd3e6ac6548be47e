import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast, toastStore } from './toast-store.ts';

describe('showToast', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    toastStore.setState({ current: null });
  });

  it('shows a toast for its duration', () => {
    showToast({ id: 'saved', text: 'Password changed successfully!', tone: 'success' }, 2000);
    expect(toastStore.getState().current?.text).toBe('Password changed successfully!');
    vi.advanceTimersByTime(1999);
    expect(toastStore.getState().current).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(toastStore.getState().current).toBeNull();
  });

  it('does not repeat a toast while the same id is showing', () => {
    showToast({ id: 'traffic', text: 'first' }, 1000);
    showToast({ id: 'traffic', text: 'second' }, 5000);
    expect(toastStore.getState().current?.text).toBe('first');
    vi.advanceTimersByTime(1000);
    expect(toastStore.getState().current).toBeNull();
  });
});
