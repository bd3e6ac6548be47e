import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionGrant, testSession } from '#app/session/session.fixtures.ts';
import { renderWithRouter } from '#shared/testing/render-with-router.tsx';
import { AUTH_SOURCE_STORAGE_KEY, rememberAuthSource } from '#shared/auth-source.ts';
import { SSO_UPGRADE_SOURCE, isPlaypointModalPending } from '#shared/sso-upgrade-markers.ts';
import { THIRD_PARTY_STATE_KEY } from '../lib/third-party-sign-in.ts';
import { AuthCallbackPage } from './auth-callback-page.tsx';

beforeEach(() => sessionStorage.clear());

describe('AuthCallbackPage', () => {
  it('restores the new session and goes to the remembered destination', async () => {
    sessionStorage.setItem(
      THIRD_PARTY_STATE_KEY,
      JSON.stringify({ state: 's1', destination: '/allypass' }),
    );
    const refreshSession = vi.fn(() => Promise.resolve(sessionGrant('from-cookie')));
    const session = testSession({ gateway: { refreshSession } });
    const { router } = await renderWithRouter(<AuthCallbackPage status="success" state="s1" />, {
      session,
      path: '/auth/callback?status=success&state=s1',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/allypass'));
    expect(session.store.getState().metadata?.isJustLoggedIn).toBe(true);
    expect(sessionStorage.getItem(THIRD_PARTY_STATE_KEY)).toBeNull();
  });

  it('opens the playpoint modal after a third-party sign-up started from the SSO upgrade (auth_source)', async () => {
    sessionStorage.setItem(
      THIRD_PARTY_STATE_KEY,
      JSON.stringify({ state: 's2', destination: '/allypass' }),
    );
    rememberAuthSource(SSO_UPGRADE_SOURCE);
    const refreshSession = vi.fn(() => Promise.resolve(sessionGrant('from-cookie')));
    const { router } = await renderWithRouter(<AuthCallbackPage status="success" state="s2" />, {
      session: testSession({ gateway: { refreshSession } }),
      path: '/auth/callback?status=success&state=s2',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/allypass'));
    expect(isPlaypointModalPending()).toBe(true);
    expect(localStorage.getItem(AUTH_SOURCE_STORAGE_KEY)).toBeNull();
  });

  it('refuses a callback whose state this tab did not send', async () => {
    sessionStorage.setItem(
      THIRD_PARTY_STATE_KEY,
      JSON.stringify({ state: 's1', destination: '/' }),
    );
    const refreshSession = vi.fn(() => Promise.resolve(sessionGrant()));
    await renderWithRouter(<AuthCallbackPage status="success" state="forged" />, {
      session: testSession({ gateway: { refreshSession } }),
    });
    expect(screen.getByRole('alert').textContent).toBe(
      'This sign-in could not be verified. Please try again.',
    );
    expect(refreshSession).not.toHaveBeenCalled();
  });

  it('shows the spec text for an account that does not exist', async () => {
    await renderWithRouter(<AuthCallbackPage status="error" code="user-not-exists" />);
    expect(screen.getByRole('alert').textContent).toBe(
      "There isn't an LevelUp profile associated with this account. Sign up instead.",
    );
  });
});
