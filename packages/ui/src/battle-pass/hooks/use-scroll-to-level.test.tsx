import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BattlePassTrackHandle } from '../battle-pass-track.tsx';
import { useScrollToLevel } from './use-scroll-to-level.ts';

function setup() {
  const trackRef = {
    current: { scrollToLevel: vi.fn(() => true) } satisfies BattlePassTrackHandle,
  };
  const onScrolled = vi.fn();
  const hook = renderHook(
    ({ level }: { level: number | undefined }) => useScrollToLevel(trackRef, level, onScrolled),
    {
      initialProps: { level: 30 as number | undefined },
    },
  );
  return { ...hook, scrollToLevel: trackRef.current.scrollToLevel, onScrolled };
}

describe('useScrollToLevel', () => {
  it('scrolls once per requested level, even when re-rendered before the param is removed', () => {
    const { rerender, scrollToLevel, onScrolled } = setup();
    rerender({ level: 30 });
    expect(scrollToLevel).toHaveBeenCalledExactlyOnceWith(30);
    expect(onScrolled).toHaveBeenCalledOnce();
  });

  it('scrolls again when the same level is asked for after the param was removed', () => {
    const { rerender, scrollToLevel } = setup();
    rerender({ level: undefined });
    rerender({ level: 30 });
    expect(scrollToLevel).toHaveBeenCalledTimes(2);
  });
});
