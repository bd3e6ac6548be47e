import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openTelegramLogin } from './telegram-login.ts';

function fakePopup() {
  return { closed: false, close: vi.fn() };
}

describe('openTelegramLogin', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens a 550x470 popup and resolves with the token the popup posts back', async () => {
    const popup = fakePopup();
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const login = openTelegramLogin({ authorizeUrl: '/telegram/authorize?state=s1', state: 's1' });
    expect(open.mock.calls[0]?.[2]).toContain('width=550,height=470');
    window.dispatchEvent(
      new MessageEvent('message', {
        origin: window.location.origin,
        data: { type: 'telegram-login', telegramToken: 'dG9rZW4', state: 's1' },
      }),
    );
    await expect(login).resolves.toBe('dG9rZW4');
    expect(popup.close).toHaveBeenCalled();
  });

  it('fails with the spec message when the player closes the window', async () => {
    const popup = fakePopup();
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const login = openTelegramLogin({ authorizeUrl: '/telegram/authorize', state: 's2' });
    const outcome = expect(login).rejects.toThrow('You have closed the Telegram login window.');
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(500);
    await outcome;
  });

  it('gives up after 10 minutes', async () => {
    vi.spyOn(window, 'open').mockReturnValue(fakePopup() as unknown as Window);
    const login = openTelegramLogin({ authorizeUrl: '/telegram/authorize', state: 's3' });
    const outcome = expect(login).rejects.toThrow('timed out');
    await vi.advanceTimersByTimeAsync(600_000);
    await outcome;
  });
});
