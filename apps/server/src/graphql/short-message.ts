// Error messages and log lines never echo more than a short prefix of what the client sent (issue 10,
// fault 6): graphql-js quotes a whole rejected value ("Value \"…1 MB…\" does not exist…"), and a
// service may name a key it did not know.

/** Longest quoted value kept whole; a longer one keeps this many characters and an ellipsis. */
export const QUOTED_VALUE_PREFIX = 32;
/** Longest message; the rest is cut. */
export const MESSAGE_MAX_LENGTH = 300;

/** A quoted value as graphql-js writes one (JSON), matched left to right so quotes pair up. */
const quotedValue = /"((?:[^"\\]|\\.)*)"/gs;

export function shortMessage(message: string): string {
  const quotesShortened = message.replace(quotedValue, (quoted, value: string) =>
    value.length > QUOTED_VALUE_PREFIX ? `"${value.slice(0, QUOTED_VALUE_PREFIX)}…"` : quoted,
  );
  return quotesShortened.length > MESSAGE_MAX_LENGTH
    ? `${quotesShortened.slice(0, MESSAGE_MAX_LENGTH)}…`
    : quotesShortened;
}
