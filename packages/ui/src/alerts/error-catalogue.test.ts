import { describe, expect, it } from 'vitest';
import { ALERT_MODAL_IDS, ERROR_FEEDBACK, errorFeedback } from './error-catalogue.ts';

const options = { productName: 'LevelUp' };
const failed = (
  code: string | null,
  message = 'Server says no',
  requestId: string | null = 'r1',
) => ({
  code,
  message,
  requestId,
});

describe('errorFeedback (spec 2 §8)', () => {
  it('opens the alert modal of the modal codes', () => {
    for (const code of [
      'multi-accounting',
      'reached-collection-reserve-limit',
      'reserve-cap-exceeded',
      'server-overloaded',
      'turnstile-error',
      'fingerprint-missing',
      'desktop-chrome-only',
      'at-least-one-social-required',
      'daily-chest-not-found',
      'maintenance-mode',
    ])
      expect(errorFeedback(failed(code), options)).toEqual({ kind: 'modal', modal: code });
  });

  it("opens OOPS, YOU CAN'T DO THAT for a daily chest not found or already opened (spec 2 §8)", () => {
    expect(errorFeedback(failed('daily-chest-not-found'), options)).toEqual({
      kind: 'modal',
      modal: 'daily-chest-not-found',
    });
  });

  it('opens UNDER MAINTENANCE for a write refused in maintenance mode, a toast for a switched-off feature (issue 27)', () => {
    expect(errorFeedback(failed('maintenance-mode'), options)).toEqual({
      kind: 'modal',
      modal: 'maintenance-mode',
    });
    expect(errorFeedback(failed('feature-disabled'), options)).toEqual({
      kind: 'toast',
      id: 'api-error:feature-disabled',
      text: 'This is switched off for now. Please check back later.',
    });
  });

  it('shows the catalogue text of a toast code, with the product name', () => {
    expect(errorFeedback(failed('too-many-requests'), options)).toEqual({
      kind: 'toast',
      id: 'api-error:too-many-requests',
      text: "Sorry, we've hit traffic. Please try again shortly.",
    });
    expect(errorFeedback(failed('user-not-exists'), options)).toMatchObject({
      text: "There isn't an LevelUp profile associated with this account. Sign up instead.",
    });
    expect(errorFeedback(failed('mission-is-over'), options)).toMatchObject({
      text: 'Sorry, this mission has ended. Check back later for new missions!',
    });
  });

  it('follows the too-many-requests text with the wait the server gave, in seconds or minutes', () => {
    const wait = (retryAfterSeconds: number) =>
      errorFeedback({ ...failed('too-many-requests'), retryAfterSeconds }, options);
    expect(wait(59)).toMatchObject({
      text: "Sorry, we've hit traffic. Please try again shortly. (Retry in 59 s.)",
    });
    expect(wait(61)).toMatchObject({
      text: "Sorry, we've hit traffic. Please try again shortly. (Retry in 2 min.)",
    });
  });

  it('shows the server message plus (request-id: {id}) by default, and the bare message for invalid-input', () => {
    expect(
      errorFeedback(failed('unexpected', 'Something went wrong.', 'abc-1'), options),
    ).toMatchObject({
      text: 'Something went wrong. (request-id: abc-1)',
    });
    expect(
      errorFeedback(failed('unexpected', 'Something went wrong.', null), options),
    ).toMatchObject({
      text: 'Something went wrong.',
    });
    expect(errorFeedback(failed('invalid-input', 'Bad season'), options)).toMatchObject({
      text: 'Bad season',
    });
  });

  it('opens not-enough-gold or not-enough-playpoint for insufficient-balance when the call spends that currency', () => {
    expect(errorFeedback(failed('insufficient-balance'), { ...options, spends: 'GOLD' })).toEqual({
      kind: 'modal',
      modal: 'not-enough-gold',
    });
    expect(
      errorFeedback(failed('insufficient-balance'), { ...options, spends: 'PLAYPOINT' }),
    ).toEqual({ kind: 'modal', modal: 'not-enough-playpoint' });
    expect(
      errorFeedback(failed('insufficient-balance', 'Not enough SNOWFLAKE.'), options),
    ).toMatchObject({
      kind: 'toast',
      text: 'Not enough SNOWFLAKE.',
    });
  });

  it('names only known modal ids', () => {
    for (const entry of Object.values(ERROR_FEEDBACK))
      if (entry.kind === 'modal') expect(ALERT_MODAL_IDS).toContain(entry.modal);
  });
});
