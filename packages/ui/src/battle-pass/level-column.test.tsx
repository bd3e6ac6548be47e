import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LevelColumn } from './level-column.tsx';

const reward = { name: 'Gold', amount: 100, imagePath: null, visual: 'locked' } as const;

function renderColumn(props: Partial<Parameters<typeof LevelColumn>[0]> = {}) {
  return render(
    <ol>
      <LevelColumn
        level={5}
        progress={0.5}
        state="current"
        basicReward={reward}
        premiumReward={{ ...reward, name: 'Ally Token' }}
        {...props}
      />
    </ol>,
  );
}

describe('LevelColumn', () => {
  it('is a list item named "Level N" the app can scroll to: id level-N and data-level', () => {
    renderColumn();
    const item = screen.getByRole('listitem', { name: 'Level 5' });
    expect(item.id).toBe('level-5');
    expect(item.dataset.level).toBe('5');
  });

  it('stacks free reward, level marker and premium reward in that order', () => {
    renderColumn();
    const cells = [...screen.getByRole('listitem').children];
    expect(cells[0]?.querySelector('[data-track="basic"]')?.textContent).toContain('Gold');
    expect(
      within(cells[1] as HTMLElement).getByRole('progressbar', { name: 'Level 5' }),
    ).toBeTruthy();
    expect(cells[2]?.querySelector('[data-track="premium"]')?.textContent).toContain('Ally Token');
  });

  it('keeps the slot of an absent reward empty', () => {
    renderColumn({ premiumReward: null });
    expect(screen.getByRole('listitem').querySelector('[data-track="premium"]')).toBeNull();
    expect(screen.getByRole('listitem').children).toHaveLength(3);
  });

  it('is 148 wide horizontally and 140 high vertically (spec 1 §9)', () => {
    const { rerender } = renderColumn();
    expect(screen.getByRole('listitem').style.width).toBe('148px');
    rerender(
      <ol>
        <LevelColumn level={5} progress={0.5} state="current" orientation="vertical" />
      </ol>,
    );
    expect(screen.getByRole('listitem').style.height).toBe('140px');
  });

  it('is inert when blocked by the special mission', () => {
    renderColumn({ blocked: true });
    expect(screen.getByRole('listitem').hasAttribute('inert')).toBe(true);
  });

  it('passes a claimable reward its CLAIM button and pending state', async () => {
    const onSelect = vi.fn();
    const claimable = { ...reward, visual: 'unlocked', claimLabel: 'CLAIM', onSelect } as const;
    const { rerender } = renderColumn({ basicReward: claimable });
    await userEvent.click(screen.getByRole('button', { name: /CLAIM/ }));
    expect(onSelect).toHaveBeenCalledOnce();
    rerender(
      <ol>
        <LevelColumn
          level={5}
          progress={0.5}
          state="current"
          basicReward={{ ...claimable, claiming: true }}
        />
      </ol>,
    );
    expect(screen.getByRole('button', { name: /CLAIM/ }).getAttribute('aria-busy')).toBe('true');
  });
});
