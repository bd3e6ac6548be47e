import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tooltip } from './tooltip.tsx';

function renderTooltip() {
  render(
    <Tooltip content="Level up to claim">
      <button type="button">Gold</button>
    </Tooltip>,
  );
  return screen.getByRole('button', { name: 'Gold' });
}

describe('Tooltip', () => {
  it('describes its element for screen readers even while hidden', () => {
    const button = renderTooltip();
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
    const description = document.getElementById(button.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('Level up to claim');
  });

  it('shows on hover and hides when the pointer leaves', async () => {
    const button = renderTooltip();
    await userEvent.hover(button);
    expect(screen.getByRole('tooltip', { hidden: true }).textContent).toBe('Level up to claim');
    await userEvent.unhover(button);
    expect(screen.queryByRole('tooltip', { hidden: true })).toBeNull();
  });

  it('shows on keyboard focus without moving focus, and hides on Escape', async () => {
    const button = renderTooltip();
    await userEvent.tab();
    expect(document.activeElement).toBe(button);
    expect(screen.getByRole('tooltip', { hidden: true })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip', { hidden: true })).toBeNull();
    expect(document.activeElement).toBe(button);
  });
});
