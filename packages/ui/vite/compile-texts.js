// Compiles the English catalogues at build time (issue 15 Build 1). Lingui's runtime formats messages
// that are already compiled to its token arrays; compiling ICU text in the browser would add its parser
// (6.5 KiB gzip) to every first load. This plugin runs Lingui's own compiler over the texts of every
// catalogue a module declares — the object given to `englishTexts(…)` or as the last argument of
// `defineCatalogue(…)` — in the dev server, the production build, Storybook and the unit tests alike,
// so every text reaches the runtime the same way. A catalogue left uncompiled is refused by
// defineCatalogue (define-catalogue.ts), never shown as raw ICU.
//
// JavaScript, not TypeScript: Vite loads its config files' imports from packages with Node, which
// runs no TypeScript (Node 20); compile-texts.d.ts types it for those configs.
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { parseAst } from 'vite';

/** The calls whose object argument is a catalogue (packages/ui/src/i18n/define-catalogue.ts). */
const CATALOGUE_CALLS = ['englishTexts', 'defineCatalogue'];

/** @typedef {{ type: string; start: number; end: number; [key: string]: any }} Node */
/** @typedef {{ start: number; end: number; text: string }} Replacement */

/** @type {(value: unknown) => value is Node} */
const isNode = (value) =>
  typeof value === 'object' &&
  value !== null &&
  typeof (/** @type {Node} */ (value).type) === 'string';

/** @param {Node} node @returns {Node[]} */
function children(node) {
  return Object.values(node).flatMap((value) =>
    Array.isArray(value) ? value.filter(isNode) : isNode(value) ? [value] : [],
  );
}

/**
 * The source text of a string literal or a template without expressions; undefined otherwise.
 * @param {Node} node @returns {string | undefined}
 */
function stringValue(node) {
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) {
    return node.quasis[0]?.value.cooked;
  }
  return undefined;
}

/**
 * Every text of the catalogue object `node`, nested objects included, compiled in place.
 * @param {Node} node @param {Replacement[]} replacements
 */
function compileCatalogue(node, replacements) {
  for (const property of node.properties) {
    if (property.type !== 'Property') continue;
    const value = property.value;
    const text = stringValue(value);
    if (text !== undefined) {
      replacements.push({
        start: value.start,
        end: value.end,
        text: JSON.stringify(compileMessage(text)),
      });
    } else if (value.type === 'ObjectExpression') {
      compileCatalogue(value, replacements);
    }
  }
}

/** @param {Node} node @param {Replacement[]} replacements */
function findCatalogues(node, replacements) {
  if (node.type === 'CallExpression') {
    const catalogue = node.arguments.at(-1);
    if (
      node.callee.type === 'Identifier' &&
      CATALOGUE_CALLS.includes(node.callee.name) &&
      catalogue?.type === 'ObjectExpression'
    ) {
      compileCatalogue(catalogue, replacements);
      return;
    }
  }
  for (const child of children(node)) findCatalogues(child, replacements);
}

/**
 * Compiles the texts of the catalogues `code` declares; `undefined` when it declares none.
 * @param {string} code @returns {string | undefined}
 */
export function compileCatalogueTexts(code) {
  if (!CATALOGUE_CALLS.some((name) => code.includes(`${name}(`))) return undefined;
  /** @type {Replacement[]} */
  const replacements = [];
  findCatalogues(/** @type {Node} */ (/** @type {unknown} */ (parseAst(code))), replacements);
  if (replacements.length === 0) return undefined;
  let compiled = code;
  for (const { start, end, text } of replacements.sort((a, b) => b.start - a.start)) {
    compiled = compiled.slice(0, start) + text + compiled.slice(end);
  }
  return compiled;
}

/**
 * The Vite plugin: add it to every Vite, Vitest and Storybook config that bundles a catalogue.
 * @returns {import('vite').Plugin}
 */
export function compileTexts() {
  return {
    name: 'levelup:compile-texts',
    transform: {
      filter: { id: { include: /\.[cm]?[jt]sx?$/, exclude: /node_modules/ } },
      handler(code) {
        const compiled = compileCatalogueTexts(code);
        // Only the texts change (catalogue files hold little else): the previous source map is kept.
        return compiled === undefined ? undefined : { code: compiled, map: null };
      },
    },
  };
}
