import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';

function renderDialog() {
  render(
    <Dialog
      trigger={<Button>Open</Button>}
      title="View reward item"
      description="A shiny sword."
      image={{ src: '/sword.png', alt: 'Sword' }}
      closeLabel="Close dialog"
    />,
  );
}

describe('Dialog', () => {
  it('opens from its trigger, named by its title and described by its description', async () => {
    renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'View reward item' });
    expect(dialog.getAttribute('aria-describedby')).toBe(screen.getByText('A shiny sword.').id);
    expect(screen.getByRole('img', { name: 'Sword' }).className).toContain('aspect-video');
  });

  it('closes with the labelled close button and returns focus to the trigger', async () => {
    renderDialog();
    const trigger = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('closes on Escape', async () => {
    renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
