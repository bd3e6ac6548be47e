// The blocks README.md and docs/*.md mark for the smoke test (issue 27 "The README is tested"): a
// fenced block right after the HTML comment `<!-- smoke: name -->`. The block's text is what runs, so
// a command edited in the docs is the command tested.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fromMarkdown } from 'mdast-util-from-markdown';

export type SmokeBlock = {
  name: string;
  /** Where it is written, relative to the repository root, e.g. docs/operating-a-season.md:42. */
  source: string;
  code: string;
};

const MARKER = /^<!--\s*smoke:\s*([a-z0-9-]+)\s*-->$/;

/** The marked blocks of one Markdown text, in order. */
export function smokeBlocks(markdown: string, file: string): SmokeBlock[] {
  const nodes = fromMarkdown(markdown).children;
  return nodes.flatMap((node, index) => {
    if (node.type !== 'html') return [];
    const name = MARKER.exec(node.value.trim())?.[1];
    if (!name) return [];
    const next = nodes[index + 1];
    const line = node.position?.start.line ?? 0;
    if (next?.type !== 'code')
      throw new Error(`${file}:${line}: <!-- smoke: ${name} --> is not followed by a fenced block`);
    return [{ name, source: `${file}:${next.position?.start.line ?? line}`, code: next.value }];
  });
}

/** The marked blocks of README.md and every page of docs/, by name (each name once). */
export async function documentedBlocks(root: string): Promise<Map<string, SmokeBlock>> {
  const pages = (await readdir(path.join(root, 'docs')))
    .filter((file) => file.endsWith('.md'))
    .sort()
    .map((file) => `docs/${file}`);
  const blocks = new Map<string, SmokeBlock>();
  for (const file of ['README.md', ...pages]) {
    for (const block of smokeBlocks(await readFile(path.join(root, file), 'utf8'), file)) {
      const taken = blocks.get(block.name);
      if (taken)
        throw new Error(`<!-- smoke: ${block.name} --> marks ${taken.source} and ${block.source}`);
      blocks.set(block.name, block);
    }
  }
  return blocks;
}
