// The one rule for text a client sends (issue 10 fault 5, issue 27 "Input hygiene at one edge"): NUL
// and the other C0/C1 controls and lone surrogates (text that is not valid Unicode) are refused as
// invalid-input before anything reads them, on /graphql (graphql/control-characters.ts), on every REST
// route (http/input-hygiene.ts) and per event in a studio's batch (game-progress/event-batch.ts).
// PostgreSQL refuses NUL in text, so without this such input failed as an unexpected error. Tab, line
// feed and carriage return are ordinary whitespace (a bio may have lines); each field's own rules
// decide where they fit.

export const CONTROL_CHARACTERS_MESSAGE = 'Text must not contain control characters.';

/** Cc (C0, DEL, C1) except tab, line feed and carriage return; Cs: a lone surrogate. */
const forbidden = /(?![\t\n\r])[\p{Cc}\p{Cs}]/u;

export function hasForbiddenCharacters(text: string): boolean {
  return forbidden.test(text);
}

/**
 * True when any string or object key inside `value` (parsed JSON, query parameters…) breaks the rule.
 * Walks without recursion, so a deeply nested value cannot exhaust the stack; raw bytes (a Buffer) are
 * not text and are left to their route.
 */
export function holdsForbiddenText(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (forbidden.test(item)) return true;
    } else if (Array.isArray(item)) {
      for (const inner of item) pending.push(inner);
    } else if (item !== null && typeof item === 'object' && !ArrayBuffer.isView(item)) {
      for (const [key, inner] of Object.entries(item)) {
        if (forbidden.test(key)) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}
