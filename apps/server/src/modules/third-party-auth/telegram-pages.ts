// The two tiny pages of the Telegram popup (spec 2 §4 Telegram login, spec 2 §9: 550x470): one embeds
// Telegram's login widget for the configured bot; the widget sends the player back to the same route
// with its signed fields, and the second page returns them, base64-encoded as telegram_token, to the
// opener (postMessage) and in the URL hash of return_to.

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const head = (title: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
  `<meta name="viewport" content="width=device-width, initial-scale=1">` +
  `<meta name="referrer" content="no-referrer"><title>${escapeHtml(title)}</title>` +
  `<style>body{margin:0;min-height:100vh;display:grid;place-items:center;` +
  `font-family:system-ui,sans-serif}</style></head>`;

export type TelegramPage = { html: string; contentSecurityPolicy: string };

export function telegramWidgetPage({
  botUsername,
  widgetScriptUrl,
  authUrl,
}: {
  botUsername: string;
  widgetScriptUrl: string;
  authUrl: string;
}): TelegramPage {
  const html =
    `${head('Log in with Telegram')}<body>` +
    `<script async src="${escapeHtml(widgetScriptUrl)}" data-telegram-login="${escapeHtml(botUsername)}"` +
    ` data-size="large" data-request-access="write" data-auth-url="${escapeHtml(authUrl)}"></script>` +
    `</body></html>`;
  return {
    html,
    contentSecurityPolicy: [
      "default-src 'none'",
      `script-src ${new URL(widgetScriptUrl).origin}`,
      'frame-src https://oauth.telegram.org',
      "style-src 'unsafe-inline'",
      "base-uri 'none'",
      "form-action 'none'",
    ].join('; '),
  };
}

export function telegramResultPage({
  telegramToken,
  clientState,
  returnTo,
  nonce,
}: {
  telegramToken: string;
  clientState: string | undefined;
  returnTo: string;
  nonce: string;
}): TelegramPage {
  const hash = new URLSearchParams({ telegram_token: telegramToken });
  if (clientState) hash.set('state', clientState);
  const result = { telegramToken, state: clientState ?? null, location: `${returnTo}#${hash}` };
  // JSON in a data block: "<" escaped so that no value can close the script element.
  const data = JSON.stringify(result).replace(/</g, '\\u003c');
  const script =
    `const result = JSON.parse(document.getElementById('telegram-result').textContent);` +
    `if (window.opener) window.opener.postMessage({ type: 'telegram-login', telegramToken: ` +
    `result.telegramToken, state: result.state }, window.location.origin);` +
    `window.location.replace(result.location);`;
  const html =
    `${head('Telegram')}<body>` +
    `<script type="application/json" id="telegram-result">${data}</script>` +
    `<script nonce="${nonce}">${script}</script></body></html>`;
  return {
    html,
    contentSecurityPolicy: `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'unsafe-inline'; base-uri 'none'`,
  };
}
