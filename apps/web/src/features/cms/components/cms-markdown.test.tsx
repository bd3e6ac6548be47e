import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withBrandName } from '../lib/brand-text.ts';
import { CmsMarkdown } from './cms-markdown.tsx';

describe('CmsMarkdown (issue 14: content files rendered safely)', () => {
  it('renders headings, lists, emphasis and links', () => {
    render(<CmsMarkdown body={'## Earn\n\n- one **bold**\n- two\n\n[Shop](/shop)'} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Earn' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'one bold',
      'two',
    ]);
    expect(screen.getByRole('link', { name: 'Shop' }).getAttribute('href')).toBe('/shop');
  });

  it('drops raw HTML and refuses script links', () => {
    const { container } = render(
      <CmsMarkdown
        body={
          'Hi <script>alert(1)</script><img src=x onerror="alert(1)">\n\n[click](javascript:alert(1))'
        }
      />,
    );
    expect(container.querySelector('script, img')).toBeNull();
    expect(container.innerHTML).not.toContain('onerror');
    expect(screen.getByText('click').getAttribute('href') ?? '').not.toMatch(/^javascript:/i);
  });
});

describe('withBrandName', () => {
  it('shows the configured product name where content writes {product}', () => {
    expect(withBrandName('{product} is live. Play {product}!', 'LevelUp')).toBe(
      'LevelUp is live. Play LevelUp!',
    );
  });
});
