import { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteKeys } from '@levelup/api/site';
import { ToastHost } from '@levelup/ui/feedback/toast-host';
import { fakeApi, graphqlError } from '#shared/testing/fake-api.ts';
import { renderWithRouter } from '#shared/testing/render-with-router.tsx';
import PasswordRecoveryDialog from './password-recovery-dialog.tsx';

function flagsOff() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(siteKeys.featureFlags, {
    featureFlags: {
      battlePass: false,
      shop: false,
      cms: false,
      premiumPass: false,
      premiumCrypto: false,
      multiBoosterPurchaseDisabled: false,
      legendaryChestDisabled: false,
      wallSidebarLiveCollections: false,
      wallGuestCriteria: false,
      captchaFeatures: [],
      captchaSiteKey: null,
    },
  });
  return queryClient;
}

afterEach(() => vi.useRealTimers());

/** The dialog as a launcher shows it: closing unmounts it; the toast host sits beside it. */
function RecoveryHarness() {
  const [open, setOpen] = useState(true);
  return (
    <>
      {open ? <PasswordRecoveryDialog onClose={() => setOpen(false)} /> : null}
      <ToastHost />
    </>
  );
}

describe('PasswordRecoveryDialog', () => {
  it('walks email, otp and newPassword, then toasts for 2 s and goes to /auth/login', async () => {
    const { api, request } = fakeApi({
      RequestEmailCode: () => ({ requestEmailCode: true }),
      VerifyEmailCode: () => ({ verifyEmailCode: true }),
      ChangePassword: () => ({ changePassword: true }),
    });
    const { router } = await renderWithRouter(<RecoveryHarness />, {
      api,
      queryClient: flagsOff(),
      path: '/profile/manage-account',
    });
    expect(screen.getByRole('dialog', { name: 'Forgot your password?' })).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'nova@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'SEND CODE' }));

    const otpStep = await screen.findByRole('dialog', { name: 'Check your email' });
    // Issue 10 fault 17: one sentence names the e-mail, and it does not say whether it has an account.
    expect(otpStep.textContent?.split('nova@example.com')).toHaveLength(2);
    expect(otpStep.textContent).toContain(
      'If nova@example.com has an account, a code is on its way.',
    );
    expect(otpStep.textContent).not.toContain('We sent a code');
    await userEvent.type(screen.getByRole('textbox', { name: '6-digit code' }), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'CONTINUE' }));

    expect(await screen.findByRole('dialog', { name: 'Set a new password' })).toBeTruthy();
    await userEvent.type(screen.getByLabelText('New password'), 'Brand-new1');
    // The toast's 2 s run on a fake clock that moves only when the test moves it, 1 ms at a time until
    // the toast shows (a slow machine cannot make it expire before it is read).
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'SAVE PASSWORD' }));
    let waited = 0;
    while (!screen.queryByRole('status') && waited < 100) {
      await act(() => vi.advanceTimersByTimeAsync(1));
      waited += 1;
    }
    expect(screen.getByRole('status').textContent).toBe('Password changed successfully!');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/profile/manage-account');
    expect(request.mock.calls.at(-1)?.[1]).toEqual({
      email: 'nova@example.com',
      password: 'Brand-new1',
      code: '654321',
    });
    await act(() => vi.advanceTimersByTimeAsync(1900));
    expect(screen.getByRole('status').textContent).toBe('Password changed successfully!');
    expect(router.state.location.pathname).toBe('/profile/manage-account');
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(screen.queryByText('Password changed successfully!')).toBeNull();
  });

  it('stays on the otp step with the server text for a wrong code', async () => {
    const { api } = fakeApi({
      RequestEmailCode: () => ({ requestEmailCode: true }),
      VerifyEmailCode: () => {
        throw graphqlError(
          'invalid-code',
          'This code is invalid or has expired. Please try again.',
        );
      },
    });
    await renderWithRouter(
      <PasswordRecoveryDialog initialEmail="nova@example.com" onClose={() => undefined} />,
      {
        api,
        queryClient: flagsOff(),
      },
    );
    await userEvent.click(screen.getByRole('button', { name: 'SEND CODE' }));
    await userEvent.type(await screen.findByRole('textbox', { name: '6-digit code' }), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'CONTINUE' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This code is invalid or has expired. Please try again.',
    );
    expect(screen.getByRole('dialog', { name: 'Check your email' })).toBeTruthy();
  });
});
