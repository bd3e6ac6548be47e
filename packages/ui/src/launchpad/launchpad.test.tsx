import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CollectionHeader } from './collection-header.tsx';
import { CollectionMissions } from './collection-missions.tsx';
import { CountdownClock, countdownText } from './countdown-clock.tsx';
import { MintBanner } from './mint-banner.tsx';
import { ReservationCard } from './reservation-card.tsx';
import { ReservationSuccessModal } from './reservation-success-modal.tsx';

const now = Date.parse('2026-11-25T12:00:00.000Z');
const card = {
  name: 'Winter Badge',
  imagePath: '/w.png',
  expiresAt: now + 65_000,
  now,
  onExpiredOk: () => undefined,
};

describe('launchpad collection page parts (spec 2 §2)', () => {
  it('counts down in days and hh:mm:ss', () => {
    expect(countdownText(now + 90_061_000, now)).toBe('1d 01:01:01');
    expect(countdownText(now + 65_000, now)).toBe('00:01:05');
    render(<CountdownClock label="Ends in" at={now + 5_000} now={now} />);
    expect(screen.getByRole('timer', { name: 'Ends in' }).textContent).toBe('00:00:05');
  });

  it('header: status, chain, floor percent or SOLD OUT', () => {
    const props = {
      name: 'Winter Badge',
      description: 'd',
      imagePath: '/w.png',
      statusLabel: 'Live',
      chainLabel: 'Polygon',
      soldFraction: 0.42,
    };
    const { rerender } = render(<CollectionHeader {...props} progressLabel="42%" />);
    expect(screen.getByRole('heading', { name: 'Winter Badge' })).toBeTruthy();
    expect(
      screen.getByRole('progressbar', { name: 'Progress' }).getAttribute('aria-valuetext'),
    ).toBe('42%');
    expect(screen.getByText('Polygon')).toBeTruthy();
    rerender(<CollectionHeader {...props} progressLabel="SOLD OUT" />);
    expect(screen.getByText('SOLD OUT')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('banner shows its label', () => {
    render(<MintBanner label="MISSIONS COMPLETE" />);
    expect(screen.getByRole('region', { name: 'Mint status' }).textContent).toBe(
      'MISSIONS COMPLETE',
    );
  });

  it('missions show their state', () => {
    render(
      <CollectionMissions
        missions={[
          { id: 'a', title: 'Play', description: '', targetValue: 3, progress: 1, isPassed: true },
          { id: 'b', title: 'Win', description: '', targetValue: 2, progress: 1, isPassed: false },
        ]}
      />,
    );
    expect(screen.getByRole('progressbar', { name: 'Play' }).getAttribute('aria-valuetext')).toBe(
      '3 of 3',
    );
    expect(screen.getByRole('progressbar', { name: 'Win' }).getAttribute('aria-valuetext')).toBe(
      '1 of 2',
    );
  });

  it('reservation card: countdown and MINT NOW', () => {
    const onMint = vi.fn();
    render(
      <ReservationCard {...card} onMint={onMint} action={{ label: 'MINT NOW', disabled: false }} />,
    );
    expect(screen.getByRole('timer', { name: 'Expires in' }).textContent).toBe('00:01:05');
    fireEvent.click(screen.getByRole('button', { name: 'MINT NOW' }));
    expect(onMint).toHaveBeenCalledTimes(1);
  });

  it('reservation card: ITEM EXPIRED! with OK', () => {
    const onExpiredOk = vi.fn();
    render(
      <ReservationCard
        {...card}
        onMint={() => undefined}
        onExpiredOk={onExpiredOk}
        action={{ label: 'ITEM EXPIRED!', disabled: false }}
      />,
    );
    expect(screen.getByText('ITEM EXPIRED!')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'MINT NOW' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onExpiredOk).toHaveBeenCalledTimes(1);
  });

  it('reservation card: MINT COMING SOON disabled', () => {
    render(
      <ReservationCard
        {...card}
        onMint={() => undefined}
        action={{ label: 'MINT COMING SOON', disabled: true }}
      />,
    );
    expect(
      (screen.getByRole('button', { name: 'MINT COMING SOON' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('reservation card: an offchain action shows its pending message, else a countdown', () => {
    const action = { label: 'MINT NOW', disabled: false } as const;
    const { rerender } = render(
      <ReservationCard
        {...card}
        onMint={() => undefined}
        action={action}
        processing={{ pendingDisplay: 'Airdrop on its way', scheduledAt: null }}
      />,
    );
    expect(screen.getByText('Airdrop on its way')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'MINT NOW' })).toBeNull();
    rerender(
      <ReservationCard
        {...card}
        onMint={() => undefined}
        action={action}
        processing={{ pendingDisplay: null, scheduledAt: now + 10_000 }}
      />,
    );
    expect(screen.getByRole('timer', { name: 'Airdrop in' }).textContent).toBe('00:00:10');
  });

  it('success modal: MINT NOW or view the reserved item', () => {
    const onMintNow = vi.fn();
    const onView = vi.fn();
    const onClose = vi.fn();
    render(
      <ReservationSuccessModal
        name="Winter Badge"
        imagePath="/w.png"
        mintDisabled={false}
        onMintNow={onMintNow}
        onViewReservedItem={onView}
        onClose={onClose}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'RESERVED' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'VIEW RESERVED ITEM' }));
    expect(onView).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'MINT NOW' }));
    expect(onMintNow).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
