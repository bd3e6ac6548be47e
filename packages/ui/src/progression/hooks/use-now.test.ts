import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { useNow } from './use-now.ts';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-03-01T10:00:00Z'));
});
afterEach(() => vi.useRealTimers());

it('ticks every tickMs', () => {
  const { result } = renderHook(() => useNow(1000));
  const start = result.current;
  act(() => vi.advanceTimersByTime(1000));
  expect(result.current - start).toBe(1000);
  act(() => vi.advanceTimersByTime(999));
  expect(result.current - start).toBe(1000);
});

it('stands still at frozenAt', () => {
  const { result } = renderHook(() => useNow(1000, 42));
  act(() => vi.advanceTimersByTime(5000));
  expect(result.current).toBe(42);
});
