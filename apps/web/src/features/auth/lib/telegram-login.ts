// spec 2 §4 Telegram login: a popup window; 10 minute timeout; an error if the user closes it. The popup
// hands back a base64 result (telegram_token). spec 2 §9: popup 550 by 470, timeout 600000 ms.
import { authText } from '../auth-text.ts';

export const TELEGRAM_POPUP_WIDTH = 550;
export const TELEGRAM_POPUP_HEIGHT = 470;
export const TELEGRAM_LOGIN_TIMEOUT_MS = 600_000;

const CLOSED_CHECK_MS = 500;

type TelegramMessage = { type: 'telegram-login'; telegramToken: string; state: string | null };

function isTelegramMessage(data: unknown): data is TelegramMessage {
  const message = data as Partial<TelegramMessage> | null;
  return message?.type === 'telegram-login' && typeof message.telegramToken === 'string';
}

export type OpenTelegramLoginParameters = {
  /** /telegram/authorize with return_to, state and action_source. */
  authorizeUrl: string;
  /** The state code in that address; a message with another one is ignored. */
  state: string;
  target?: Window;
  timeoutMs?: number;
};

/** Opens the Telegram popup and resolves with its telegram_token. */
export function openTelegramLogin({
  authorizeUrl,
  state,
  target = window,
  timeoutMs = TELEGRAM_LOGIN_TIMEOUT_MS,
}: OpenTelegramLoginParameters): Promise<string> {
  const left = Math.max(0, target.screenX + (target.outerWidth - TELEGRAM_POPUP_WIDTH) / 2);
  const top = Math.max(0, target.screenY + (target.outerHeight - TELEGRAM_POPUP_HEIGHT) / 2);
  const popup = target.open(
    authorizeUrl,
    'telegram-login',
    `popup=yes,width=${TELEGRAM_POPUP_WIDTH},height=${TELEGRAM_POPUP_HEIGHT},left=${left},top=${top}`,
  );
  return new Promise((resolve, reject) => {
    if (!popup) {
      reject(new Error(authText('telegram.windowClosed')));
      return;
    }
    const finish = (outcome: () => void) => {
      clearInterval(closedCheck);
      clearTimeout(timeout);
      target.removeEventListener('message', onMessage);
      outcome();
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== target.location.origin || !isTelegramMessage(event.data)) return;
      if (event.data.state !== state) return;
      const token = event.data.telegramToken;
      finish(() => {
        popup.close();
        resolve(token);
      });
    };
    const closedCheck = setInterval(() => {
      if (popup.closed) finish(() => reject(new Error(authText('telegram.windowClosed'))));
    }, CLOSED_CHECK_MS);
    const timeout = setTimeout(
      () =>
        finish(() => {
          popup.close();
          reject(new Error(authText('telegram.timedOut')));
        }),
      timeoutMs,
    );
    target.addEventListener('message', onMessage);
  });
}
