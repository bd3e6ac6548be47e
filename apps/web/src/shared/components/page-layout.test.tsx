import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageLayout } from './page-layout.tsx';

describe('PageLayout', () => {
  it('keeps sidebars out of small screens and lays them out beside the content from lg up', () => {
    render(
      <PageLayout leftSidebar={<p>Left</p>} rightSidebar={<p>Right</p>}>
        <p>Content</p>
      </PageLayout>,
    );
    const left = screen.getByText('Left').closest('aside');
    const right = screen.getByText('Right').closest('aside');
    expect(left?.className).toBe('hidden lg:block');
    expect(right?.className).toBe('hidden lg:block');
    expect(left?.parentElement?.className).toContain('lg:grid-cols-[16rem_minmax(0,1fr)_20rem]');
  });

  it('uses the 1424px page width by default and 1200px as the secondary width', () => {
    const { container, rerender } = render(<PageLayout>Content</PageLayout>);
    expect(container.firstElementChild?.className).toContain('max-w-page');
    rerender(<PageLayout width="secondary">Content</PageLayout>);
    expect(container.firstElementChild?.className).toContain('max-w-secondary');
  });
});
