// spec 2 §2 /white-label-battlepass-v2/auth/callback: back from the identity service (spec 2 §1).
import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'zustand/vanilla';
import {
  AUTH_REDIRECT_URI_KEY,
  beginExternalSignIn,
  EXTERNAL_SIGN_IN_STATE_KEY,
} from '@levelup/domain/external-sign-in';
import type { PartnerAppSessionState } from '#app/session/partner-app-session.ts';
import { ExternalSignInCallback } from './external-sign-in-callback.tsx';

const SIGN_IN_FAILED_MESSAGE = 'This sign-in could not be completed. Please try again.';

const loading = (): PartnerAppSessionState => ({
  status: 'loading',
  accessToken: null,
  user: null,
});

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  beginExternalSignIn({
    callbackPath: '/white-label-battlepass-v2/auth/callback',
    destination: '/white-label-battlepass-v2/?scroll_to_level=3',
    originUri: '/white-label-battlepass-v2/?scroll_to_level=3',
    session: sessionStorage,
    local: localStorage,
    state: 's1',
  });
});

describe('ExternalSignInCallback', () => {
  it('waits for the restored session, then returns to the page the sign-in started on', async () => {
    const session = createStore<PartnerAppSessionState>()(loading);
    const leave = vi.fn();
    render(<ExternalSignInCallback status="success" state="s1" session={session} leave={leave} />);
    expect(screen.getByRole('status').textContent).toBe(
      'One moment while we finish signing you in.',
    );
    expect(leave).not.toHaveBeenCalled();
    act(() => session.setState({ status: 'signedIn', accessToken: 't', user: { id: 'u1' } }));
    expect(leave).toHaveBeenCalledWith('/white-label-battlepass-v2/?scroll_to_level=3');
    expect(sessionStorage.getItem(EXTERNAL_SIGN_IN_STATE_KEY)).toBeNull();
    expect(localStorage.getItem(AUTH_REDIRECT_URI_KEY)).toBeNull();
  });

  it.each([
    ['a state this tab did not send', { status: 'success', state: 'forged' }],
    ['an error answer', { status: 'error', code: 'provider-error', state: 's1' }],
  ])('refuses %s', (_name, search) => {
    const session = createStore<PartnerAppSessionState>()(() => ({
      status: 'signedIn',
      accessToken: 't',
      user: { id: 'u1' },
    }));
    const leave = vi.fn();
    render(<ExternalSignInCallback {...search} session={session} leave={leave} />);
    expect(screen.getByRole('alert').textContent).toBe(SIGN_IN_FAILED_MESSAGE);
    expect(leave).not.toHaveBeenCalled();
  });

  it('fails when no session came with the callback', () => {
    const session = createStore<PartnerAppSessionState>()(loading);
    render(
      <ExternalSignInCallback status="success" state="s1" session={session} leave={vi.fn()} />,
    );
    act(() => session.setState({ status: 'signedOut' }));
    expect(screen.getByRole('alert').textContent).toBe(SIGN_IN_FAILED_MESSAGE);
  });
});
