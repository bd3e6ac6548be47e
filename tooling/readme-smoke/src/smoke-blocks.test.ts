import { describe, expect, it } from 'vitest';
import { smokeBlocks } from './smoke-blocks.ts';

describe('smokeBlocks', () => {
  it('takes the fenced block after each marker, and only those', () => {
    const markdown = [
      'Text.',
      '',
      '<!-- smoke: first -->',
      '```sh',
      'echo one',
      '```',
      '',
      '```sh',
      'echo unmarked',
      '```',
      '<!-- smoke: second-block -->',
      '```',
      'echo two',
      'echo three',
      '```',
    ].join('\n');
    expect(smokeBlocks(markdown, 'README.md')).toEqual([
      { name: 'first', source: 'README.md:4', code: 'echo one' },
      { name: 'second-block', source: 'README.md:12', code: 'echo two\necho three' },
    ]);
  });

  it('refuses a marker that marks no fenced block', () => {
    expect(() => smokeBlocks('<!-- smoke: lost -->\n\nA paragraph.\n', 'docs/x.md')).toThrow(
      'docs/x.md:1: <!-- smoke: lost --> is not followed by a fenced block',
    );
  });
});
