import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CaptchaModal } from './captcha-modal.tsx';

describe('CaptchaModal', () => {
  it('shows a spinner while waiting and keeps the widget mounted', () => {
    render(
      <CaptchaModal status="waiting">
        <div data-testid="widget" />
      </CaptchaModal>,
    );
    expect(screen.getByRole('dialog', { name: 'Security check' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Checking that you are human…');
    expect(screen.getByTestId('widget')).toBeTruthy();
  });

  it('shows a green check on success', () => {
    const { baseElement } = render(<CaptchaModal status="success" />);
    expect(baseElement.querySelector('[data-mark="success"]')?.className).toContain('bg-success');
  });

  it('shows a red cross and the message on error', () => {
    const { baseElement } = render(
      <CaptchaModal
        status="error"
        errorMessage="Captcha verification failed. Please try again in a moment."
      />,
    );
    expect(baseElement.querySelector('[data-mark="error"]')?.className).toContain('bg-danger');
    expect(
      screen.getByText('Captcha verification failed. Please try again in a moment.'),
    ).toBeTruthy();
  });
});
