import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from './button.tsx';
import { Drawer } from './drawer.tsx';

function renderDrawer() {
  render(
    <Drawer trigger={<Button>Open pass</Button>} side="left" title="Battle pass">
      <p>Missions</p>
    </Drawer>,
  );
  return screen.getByRole('button', { name: 'Open pass' });
}

describe('Drawer', () => {
  it('opens on its side, named by its title', async () => {
    await userEvent.click(renderDrawer());
    expect(screen.getByRole('dialog', { name: 'Battle pass' }).dataset.side).toBe('left');
  });

  it('closes on Escape', async () => {
    await userEvent.click(renderDrawer());
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on a click outside it (spec 1 §4 Drawer widget list)', async () => {
    await userEvent.click(renderDrawer());
    // Radix portals the overlay right before the drawer's content.
    const overlay = screen.getByRole('dialog').previousElementSibling;
    expect(overlay?.getAttribute('data-state')).toBe('open');
    await userEvent.click(overlay as Element);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
