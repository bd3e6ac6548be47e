import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SnowflakesTutorialModal } from './snowflakes-tutorial-modal.tsx';

describe('SnowflakesTutorialModal (spec 1 §2 Modals)', () => {
  it('shows the spec title and READ MORE, and closes with the do-not-show-again choice', async () => {
    const onClose = vi.fn();
    render(<SnowflakesTutorialModal readMoreHref="/blog/snowflakes" onClose={onClose} />);
    expect(
      screen.getByRole('dialog', { name: 'CONGRATULATIONS YOU JUST EARNED SNOWFLAKES' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'READ MORE' }).getAttribute('href')).toBe(
      '/blog/snowflakes',
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Do not show this again' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledWith(true);
  });

  it('closes without the choice when the box is left unticked', async () => {
    const onClose = vi.fn();
    render(<SnowflakesTutorialModal readMoreHref="/x" onClose={onClose} />);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledWith(false);
  });
});
