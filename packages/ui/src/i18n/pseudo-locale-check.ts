import { PSEUDO_END, PSEUDO_START } from './pseudo-locale.ts';

/** A text the pseudo-locale pass accepts untranslated, and why (data, configuration, a symbol). */
export type AllowedText = { readonly text: string | RegExp; readonly reason: string };

// The innermost pseudo-localised text: a text can hold another (a like button names its post's title).
const PSEUDO_TEXT = new RegExp(
  `${PSEUDO_START}[^${PSEUDO_START}${PSEUDO_END}]*${PSEUDO_END}`,
  'gu',
);

/** What is left of `text` once every pseudo-localised part, nested ones included, is taken out. */
function withoutPseudoTexts(text: string): string {
  let rest = text;
  for (let previous = ''; previous !== rest;) {
    previous = rest;
    rest = rest.replace(PSEUDO_TEXT, ' ');
  }
  return rest;
}
const LETTER = /\p{L}/u;

/**
 * The texts of a page, seen in the pseudo-locale, that did not come from a catalogue: what is left
 * once the pseudo-localised parts and the allowed texts (names and numbers from data, the brand
 * from configuration) are taken out still holds a letter. A literal in a component lands here.
 */
export function untranslatedTexts(
  texts: readonly string[],
  allowed: readonly AllowedText[] = [],
): string[] {
  return texts.filter((text) => {
    let rest = withoutPseudoTexts(text);
    for (const { text: allowedText } of allowed) {
      rest =
        typeof allowedText === 'string'
          ? rest.split(allowedText).join(' ')
          : rest.replace(
              new RegExp(allowedText.source, `${allowedText.flags.replace('g', '')}g`),
              ' ',
            );
    }
    return LETTER.test(rest);
  });
}

/**
 * The texts a user meets under `root`: each text node of a visible element, and the accessible
 * names and placeholders written on elements. Self-contained (no imports, no closures) so that
 * Playwright can run it in the page: `page.evaluate(screenTexts, null)`.
 */
export function screenTexts(root: Element | Document | null = null): string[] {
  const texts: string[] = [];
  const scope = root ?? document;
  const start = 'documentElement' in scope ? scope.documentElement : scope;
  const visible = (element: Element) =>
    typeof element.checkVisibility === 'function' ? element.checkVisibility() : true;
  const walker = start.ownerDocument.createTreeWalker(
    start,
    NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT,
  );
  for (let node: Node | null = walker.currentNode; node; node = walker.nextNode()) {
    if (node.nodeType === Node.TEXT_NODE) {
      const parent = node.parentElement;
      const text = node.textContent?.trim() ?? '';
      if (
        text &&
        parent &&
        !['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(parent.tagName) &&
        visible(parent)
      )
        texts.push(text);
    } else if (node instanceof Element && visible(node)) {
      for (const name of ['aria-label', 'placeholder']) {
        const text = node.getAttribute(name)?.trim();
        if (text) texts.push(text);
      }
    }
  }
  return texts;
}
