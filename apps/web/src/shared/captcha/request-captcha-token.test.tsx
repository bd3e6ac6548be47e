import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ModalHost } from '@levelup/ui/modal-queue/modal-host';
import { createModalQueueStore } from '@levelup/ui/modal-queue/modal-queue-store';
import { ANALYTICS_EVENT } from '../analytics.ts';
import { captchaHeaders, isCaptchaRequired } from './captcha-features.ts';
import { requestCaptchaToken } from './request-captcha-token.tsx';

describe('isCaptchaRequired', () => {
  it('asks only for the actions the switch lists', () => {
    expect(isCaptchaRequired(['sign-in'], 'sign-in')).toBe(true);
    expect(isCaptchaRequired(['sign-in'], 'sign-up')).toBe(false);
    expect(isCaptchaRequired(undefined, 'sign-in')).toBe(false);
  });

  it('puts the token in the cf-turnstile-response header', () => {
    expect(captchaHeaders('tok')).toEqual({ 'cf-turnstile-response': 'tok' });
    expect(captchaHeaders(null)).toEqual({});
  });
});

describe('requestCaptchaToken', () => {
  it('shows the red cross, reports the error and closes 0.5 s later with the spec message', async () => {
    const store = createModalQueueStore();
    render(<ModalHost store={store} />);
    const analytics = vi.fn();
    window.addEventListener(ANALYTICS_EVENT, analytics);
    const askedAt = Date.now();
    const token = requestCaptchaToken({ siteKey: undefined, action: 'sign-in', store });
    const outcome = expect(token).rejects.toThrow(
      'Captcha verification failed. Please try again in a moment.',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Security check' });
    expect(dialog.querySelector('[data-mark="error"]')).not.toBeNull();
    expect(analytics).toHaveBeenCalledOnce();
    await act(() => outcome);
    expect(Date.now() - askedAt).toBeGreaterThanOrEqual(500);
    expect(store.getState().queue).toEqual([]);
    window.removeEventListener(ANALYTICS_EVENT, analytics);
  });
});
