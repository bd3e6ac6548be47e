// Banned words in profile names and bios (spec 2 §5, §8 username-banned and bio-banned). The list is
// data/banned-words.txt. A name is one token, so a banned word anywhere in it counts; a bio is prose,
// so only whole words count (no "Scunthorpe" false alarms in a sentence). Look-alike letters of other
// alphabets ("ѕhіt" with Cyrillic ѕ and і) fold to Unicode's confusable skeleton (UTS #39) first.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { serverRoot } from '#server-root.ts';
import unhomoglyph from 'unhomoglyph';

const bannedWordsFile = path.join(serverRoot, 'src/modules/accounts/data/banned-words.txt');

let bannedWords: readonly string[] | undefined;

function loadBannedWords(): readonly string[] {
  bannedWords ??= readFileSync(bannedWordsFile, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map(fold);
  return bannedWords;
}

const standIns: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '!': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
};

/** Case, stand-ins and accents folded away, then the confusable skeleton (both sides of a match). */
function fold(text: string): string {
  const plain = Array.from(text.toLowerCase().normalize('NFKD'))
    .map((char) => standIns[char] ?? char)
    .join('')
    .replace(/\p{M}/gu, '');
  return unhomoglyph(plain).toLowerCase();
}

export function nameHasBannedWord(name: string): boolean {
  const folded = fold(name).replace(/[^\p{L}]/gu, '');
  return loadBannedWords().some((word) => folded.includes(word));
}

export function bioHasBannedWord(bio: string): boolean {
  const words = new Set(fold(bio).split(/[^\p{L}]+/u));
  return loadBannedWords().some((word) => words.has(word));
}
