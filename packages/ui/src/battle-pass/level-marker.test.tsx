import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LevelMarker } from './level-marker.tsx';

describe('LevelMarker', () => {
  it('exposes its progress as a percent progressbar named by the level', () => {
    render(<LevelMarker level={7} progress={0.456} state="current" />);
    const bar = screen.getByRole('progressbar', { name: 'Level 7' });
    expect(bar.getAttribute('aria-valuenow')).toBe('46');
  });

  it('keeps the bar within 0..100 and marks only the current level', () => {
    const { rerender, container } = render(
      <LevelMarker level={1} progress={1.4} state="reached" />,
    );
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(container.querySelector('[aria-current]')).toBeNull();
    rerender(<LevelMarker level={1} progress={-0.2} state="current" />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
    expect(container.querySelector('[aria-current="step"]')).not.toBeNull();
  });
});
