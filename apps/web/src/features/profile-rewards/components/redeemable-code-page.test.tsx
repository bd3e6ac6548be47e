import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionUser, testSession } from '#app/session/session.fixtures.ts';
import { fakeApi } from '#shared/testing/fake-api.ts';
import { renderWithRouter } from '#shared/testing/render-with-router.tsx';
import { redeemableCode } from '../lib/profile-rewards.fixtures.ts';
import { MyCodesPage } from './my-codes-page.tsx';
import { RedeemableCodePage } from './redeemable-code-page.tsx';

const signedIn = () => testSession({ user: sessionUser() });

describe('RedeemableCodePage (spec 1 §2 /redeemable-codes/{groupKey}/{id})', () => {
  it("shows the owner's code with COPY and the item and game", async () => {
    const { api, request } = fakeApi({
      RedeemableCode: () => ({ redeemableCode: redeemableCode() }),
    });
    await renderWithRouter(<RedeemableCodePage groupKey="NEBULA_DRIFT_KEY" id="code-1" />, {
      api,
      session: signedIn(),
      path: '/redeemable-codes/NEBULA_DRIFT_KEY/code-1',
    });
    expect((await screen.findByRole('status', { name: 'Your code' })).textContent).toBe(
      'NDX-4F7Q-92KD',
    );
    expect(screen.getByRole('heading', { name: 'Nebula Drift Key' })).toBeTruthy();
    expect(screen.getByText('Nebula Drift')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'COPY' })).toBeTruthy();
    expect(request.mock.calls[0]?.[1]).toEqual({ groupKey: 'NEBULA_DRIFT_KEY', id: 'code-1' });
  });

  it('says not found for a code that is unknown or not the player’s', async () => {
    const { api } = fakeApi({ RedeemableCode: () => ({ redeemableCode: null }) });
    await renderWithRouter(<RedeemableCodePage groupKey="X" id="someone-else" />, {
      api,
      session: signedIn(),
    });
    expect(await screen.findByText('This code was not found.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'COPY' })).toBeNull();
  });

  it('sends a visitor to sign in and back', async () => {
    const { router } = await renderWithRouter(<RedeemableCodePage groupKey="G" id="1" />, {
      path: '/redeemable-codes/G/1',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(router.state.location.search).toMatchObject({ redirect: '/redeemable-codes/G/1' });
  });
});

describe('MyCodesPage (spec 1 §2 /profile/me/codes)', () => {
  it('links each code to its page and says a pending code arrives shortly', async () => {
    const { api } = fakeApi({
      MyRedeemableCodes: () => ({
        myRedeemableCodes: [redeemableCode({ id: 'code-2', code: null }), redeemableCode()],
      }),
    });
    await renderWithRouter(<MyCodesPage />, { api, session: signedIn() });
    const links = await screen.findAllByRole('link', { name: 'VIEW CODE: Nebula Drift Key' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/redeemable-codes/NEBULA_DRIFT_KEY/code-2',
      '/redeemable-codes/NEBULA_DRIFT_KEY/code-1',
    ]);
    expect(screen.getByText('Your code will arrive shortly.')).toBeTruthy();
  });
});
