import { fireEvent, render, screen } from '@testing-library/react';
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

const bubble = () => screen.queryByRole('tooltip', { hidden: true });

describe('Tooltip', () => {
  it('describes its element for screen readers, and hides the bubble from them', () => {
    const button = renderTooltip();
    const description = document.getElementById(button.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('Level up to claim');
    expect(description?.hidden).toBe(true);
    expect(bubble()?.textContent).toBe('Level up to claim');
    expect(bubble()?.getAttribute('aria-hidden')).toBe('true');
  });

  it('is shown by CSS only on hover and on keyboard focus, never catching the pointer', () => {
    renderTooltip();
    const classes = bubble()?.className.split(' ') ?? [];
    expect(classes).toEqual(
      expect.arrayContaining([
        'invisible',
        'pointer-events-none',
        'group-hover/tooltip:visible',
        'group-has-focus-visible/tooltip:visible',
      ]),
    );
  });

  it('hides on Escape while focused, without moving focus, and comes back on the next focus', async () => {
    const button = renderTooltip();
    await userEvent.tab();
    expect(document.activeElement).toBe(button);
    await userEvent.keyboard('{Escape}');
    expect(bubble()).toBeNull();
    expect(document.activeElement).toBe(button);
    await userEvent.tab();
    await userEvent.tab({ shift: true });
    expect(bubble()).not.toBeNull();
  });

  it('hides on Escape while only hovered, and comes back when hovered again', async () => {
    const button = renderTooltip();
    await userEvent.hover(button);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(bubble()).toBeNull();
    await userEvent.unhover(button);
    await userEvent.hover(button);
    expect(bubble()).not.toBeNull();
  });

  it('ignores Escape when neither hovered nor focused', () => {
    renderTooltip();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(bubble()).not.toBeNull();
  });
});
