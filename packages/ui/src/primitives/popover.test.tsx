import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Popover } from './popover.tsx';

describe('Popover', () => {
  it('toggles on click and closes on Escape', async () => {
    render(
      <Popover trigger={<button type="button">Gold</button>} label="Gold balance">
        120 Gold
      </Popover>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Gold' }));
    expect(screen.getByRole('dialog', { name: 'Gold balance' }).textContent).toBe('120 Gold');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens on hover when openOnHover is set and closes after the pointer leaves', async () => {
    render(
      <Popover openOnHover trigger={<button type="button">Gold</button>} label="Gold balance">
        120 Gold
      </Popover>,
    );
    const trigger = screen.getByRole('button', { name: 'Gold' });
    await userEvent.hover(trigger);
    expect(screen.getByRole('dialog', { name: 'Gold balance' })).toBeTruthy();
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(false);
    await userEvent.unhover(trigger);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('does not open on hover by default', async () => {
    render(
      <Popover trigger={<button type="button">Gold</button>} label="Gold balance">
        120 Gold
      </Popover>,
    );
    await userEvent.hover(screen.getByRole('button', { name: 'Gold' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes a popover that opened under a resting pointer once the pointer leaves', async () => {
    render(
      <Popover
        openOnHover
        defaultOpen
        defaultOpenByHover
        trigger={<button type="button">Gold</button>}
        label="Gold balance"
      >
        120 Gold
      </Popover>,
    );
    expect(screen.getByRole('dialog', { name: 'Gold balance' })).toBeTruthy();
    await userEvent.unhover(screen.getByRole('button', { name: 'Gold' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
