import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadingBar } from './loading-bar.tsx';

describe('LoadingBar', () => {
  it('is a progressbar named LOADING PAGE... with no value while indeterminate', () => {
    render(<LoadingBar />);
    const bar = screen.getByRole('progressbar', { name: 'LOADING PAGE...' });
    expect(bar.hasAttribute('aria-valuenow')).toBe(false);
  });

  it('reports a known percent, kept within 0..100', () => {
    const { rerender } = render(<LoadingBar percent={42.4} />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('42');
    rerender(<LoadingBar percent={180} />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
  });
});
