import { describe, expect, it } from 'vitest';
import { fixtureBattlePass } from '@levelup/api/testing/battle-pass-page.fixtures';
import { playerStateFixture } from '@levelup/api/testing/progression.fixtures';
import { sessionUser } from '#app/session/session.fixtures.ts';
import type { Session } from '#app/session.ts';
import { battlePassContext, canOpenPurchaseModals } from './battle-pass-context.ts';

const signedIn: Session = {
  status: 'signedIn',
  userId: 'user-1',
  user: sessionUser(),
  metadata: null,
};
const { levels: _levels, ...season } = fixtureBattlePass;

describe('battlePassContext (spec 1 §4 Battle pass context)', () => {
  it('is Loading while the session is restored, NotSignedIn for a visitor', () => {
    expect(battlePassContext({ session: { status: 'loading' }, season, state: undefined })).toEqual(
      {
        status: 'loading',
      },
    );
    expect(battlePassContext({ session: { status: 'signedOut' }, season, state: null })).toEqual({
      status: 'notSignedIn',
    });
  });

  it('is Loading while the season or the player state loads, or when the state is of another season', () => {
    expect(
      battlePassContext({ session: signedIn, season: undefined, state: playerStateFixture() })
        .status,
    ).toBe('loading');
    expect(battlePassContext({ session: signedIn, season, state: undefined }).status).toBe(
      'loading',
    );
    expect(battlePassContext({ session: signedIn, season, state: null }).status).toBe('loading');
    expect(
      battlePassContext({
        session: signedIn,
        season,
        state: playerStateFixture({ battlePassId: 'bp0' }),
      }).status,
    ).toBe('loading');
  });

  it('is SignedIn with the user, the level and the booster state; only then may purchase modals open', () => {
    const state = playerStateFixture({
      booster: {
        hasBooster: true,
        endAtDate: '2026-12-01T00:00:00.000Z',
        boosterItemKey: 'BATTLE_PASS_XP_BOOSTER_7D',
      },
    });
    const context = battlePassContext({ session: signedIn, season, state });
    expect(context).toEqual({ status: 'signedIn', user: signedIn.user, season, state });
    expect(canOpenPurchaseModals(context)).toBe(true);
    expect(canOpenPurchaseModals({ status: 'loading' })).toBe(false);
    expect(canOpenPurchaseModals({ status: 'notSignedIn' })).toBe(false);
  });
});
