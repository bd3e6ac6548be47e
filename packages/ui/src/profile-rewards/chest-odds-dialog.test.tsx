import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ChestOddsDialog, probabilityText } from './chest-odds-dialog.tsx';
import { sampleOdds } from './profile-rewards.fixtures.ts';

describe('ChestOddsDialog (issue 12 Build 5: odds shown before opening)', () => {
  it('formats probabilities as percentages', () => {
    expect(probabilityText(0.7)).toBe('70%');
    expect(probabilityText(0.025)).toBe('2.5%');
    expect(probabilityText(1 / 3)).toBe('33.33%');
  });

  it('shows guaranteed items, rolls and each drop with its chance, then OPEN opens', async () => {
    const onOpenChest = vi.fn();
    render(
      <ChestOddsDialog
        chestName="Common Chest"
        odds={sampleOdds}
        status="ready"
        open
        onOpenChest={onOpenChest}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Common Chest odds' });
    expect(within(dialog).getByText('50 Gold')).toBeTruthy();
    expect(within(dialog).getByText('2 rolls per chest, each giving one of:')).toBeTruthy();
    const skinRow = within(dialog).getByRole('row', { name: /Starforge Skin Code/ });
    expect(skinRow.textContent).toContain('2.5%');
    expect(within(dialog).getByRole('row', { name: /Gold/ }).textContent).toContain('100–500');
    // Issue 27: 50 Gold guaranteed and 2 rolls of up to 500 give up to 1,050 Gold in one chest.
    const totals = within(dialog).getByRole('list', { name: 'Totals per chest' });
    expect(
      within(totals)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '50–1,050 Gold in total',
      '10–20 Playpoints in total',
      '1–2 Starforge Skin Code in total',
    ]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'OPEN' }));
    expect(onOpenChest).toHaveBeenCalledOnce();
  });

  it('keeps OPEN disabled until the odds are shown', () => {
    render(
      <ChestOddsDialog
        chestName="Common Chest"
        odds={null}
        status="loading"
        open
        onOpenChest={() => undefined}
      />,
    );
    expect(screen.getByRole('button', { name: 'OPEN' }).hasAttribute('disabled')).toBe(true);
  });
});
