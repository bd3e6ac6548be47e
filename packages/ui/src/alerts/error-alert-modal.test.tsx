import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ALERT_MODAL_IDS } from './error-catalogue.ts';
import { ErrorAlertModal, supportMailto } from './error-alert-modal.tsx';

const common = { supportEmail: 'support@example.com', productName: 'LevelUp' };

describe('ErrorAlertModal', () => {
  it('shows the spec texts of the alerts spec 2 §8 writes out', () => {
    const cases = [
      ['not-enough-gold', "YOU DON'T HAVE ENOUGH GOLD", null, 'OK'],
      ['multi-accounting', 'HEADS UP! WE NOTICED SOMETHING', null, 'CONTACT SUPPORT'],
      [
        'reached-collection-reserve-limit',
        "SORRY, YOU CAN'T DO THAT!",
        "You've already collected this item!",
        'OK',
      ],
      [
        'reserve-cap-exceeded',
        'SOLD OUT',
        "Darn, the mint supply's just run out. Come earlier next time!",
        'BACK TO COLLECTION',
      ],
      ['turnstile-error', 'VERIFICATION FAILED', 'Please wait a few moments and try again.', 'OK'],
    ] as const;
    for (const [modal, title, message, button] of cases) {
      const { unmount } = render(
        <ErrorAlertModal modal={modal} onClose={() => undefined} {...common} />,
      );
      const dialog = screen.getByRole('dialog', { name: title });
      if (message) expect(dialog.textContent).toContain(message);
      expect(screen.getByText(button)).toBeTruthy();
      unmount();
    }
  });

  it('has a title and a message for every id', () => {
    for (const modal of ALERT_MODAL_IDS) {
      const { unmount } = render(
        <ErrorAlertModal modal={modal} onClose={() => undefined} {...common} />,
      );
      const dialog = screen.getByRole('dialog');
      expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
      expect(dialog.textContent).not.toContain('{product}');
      unmount();
    }
  });

  it('CONTACT SUPPORT mails support with the request id (spec 2 §8 multi-accounting)', () => {
    render(
      <ErrorAlertModal
        modal="multi-accounting"
        requestId="req-42"
        onClose={() => undefined}
        {...common}
      />,
    );
    const link = screen.getByRole('link', { name: 'CONTACT SUPPORT' });
    expect(link.getAttribute('href')).toBe(supportMailto('support@example.com', 'req-42'));
    expect(decodeURIComponent(link.getAttribute('href') ?? '')).toContain('(request-id: req-42)');
    expect(link.getAttribute('href')).toMatch(/^mailto:support@example\.com\?subject=/);
  });

  it('is keyboard usable: the button has the focus, Enter closes it, Escape closes it', async () => {
    const onClose = vi.fn();
    const onBackToCollection = vi.fn();
    const { unmount } = render(
      <ErrorAlertModal
        modal="reserve-cap-exceeded"
        onClose={onClose}
        onBackToCollection={onBackToCollection}
        {...common}
      />,
    );
    const button = screen.getByRole('button', { name: 'BACK TO COLLECTION' });
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(onBackToCollection).toHaveBeenCalledOnce();
    expect(onClose).toHaveBeenCalledOnce();
    unmount();
    render(<ErrorAlertModal modal="server-overloaded" onClose={onClose} {...common} />);
    expect(screen.getByRole('dialog').textContent).toContain('LevelUp is very busy right now');
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
