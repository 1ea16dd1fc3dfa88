/*
 * Word clouds (spec: "word counts", needing more than 5 entries). The server counts in SQL with
 * the same tokens and stop words (modules/pulse-analytics); this is the reference its tests
 * compare against, and the definition of a word:
 * - lower-cased, curly apostrophes read as straight ones;
 * - a run of letters (any alphabet), possibly joined by inner apostrophes ("don't");
 * - at least MIN_WORD_LENGTH letters long, and not a stop word.
 */

export const MIN_WORD_LENGTH = 3;
/** The most words a cloud shows (the most frequent, ties by word). */
export const WORD_CLOUD_MAX_WORDS = 60;

/** Common English words that say nothing about how someone feels. */
export const STOP_WORDS: readonly string[] = [
  'about',
  'after',
  'again',
  'all',
  'also',
  'and',
  'any',
  'are',
  'because',
  'been',
  'before',
  'being',
  'but',
  'can',
  'could',
  'did',
  'does',
  'doing',
  "don't",
  'down',
  'each',
  'even',
  'for',
  'from',
  'get',
  'got',
  'had',
  'has',
  'have',
  'having',
  'her',
  'here',
  'hers',
  'him',
  'his',
  'how',
  "i'm",
  "i've",
  "i'll",
  "i'd",
  'into',
  "it's",
  'its',
  'just',
  'let',
  'lot',
  'more',
  'most',
  'much',
  'myself',
  'not',
  'now',
  'off',
  'once',
  'one',
  'only',
  'other',
  'our',
  'ours',
  'out',
  'over',
  'own',
  'really',
  'same',
  'she',
  'should',
  'some',
  'such',
  'than',
  'that',
  "that's",
  'the',
  'their',
  'theirs',
  'them',
  'then',
  'there',
  'these',
  'they',
  'this',
  'those',
  'through',
  'too',
  'under',
  'until',
  'very',
  'was',
  "wasn't",
  'way',
  'were',
  'what',
  'when',
  'where',
  'which',
  'while',
  'who',
  'whom',
  'why',
  'will',
  'with',
  'would',
  'yet',
  'you',
  'your',
  'yours',
  'yourself',
  'today',
  'day',
  'things',
  'thing',
  'feel',
  'felt',
  'made',
  'make',
  'went',
  'going',
  'still',
  'bit',
  'little',
  'like',
  'think',
];

const STOP = new Set(STOP_WORDS);

/** The counted words of one text, in order. */
export function wordsOf(text: string): string[] {
  const matches =
    text
      .toLowerCase()
      .replace(/\u2019/g, "'")
      .match(/\p{L}+(?:'\p{L}+)*/gu) ?? [];
  return matches.filter((word) => [...word.replace(/'/g, '')].length >= MIN_WORD_LENGTH && !STOP.has(word));
}

export interface WordCount {
  word: string;
  count: number;
}

/** How often each word occurs across the texts, most frequent first (ties by word), at most `max`. */
export function countWords(texts: string[], max = WORD_CLOUD_MAX_WORDS): WordCount[] {
  const counts = new Map<string, number>();
  for (const text of texts) for (const word of wordsOf(text)) counts.set(word, (counts.get(word) ?? 0) + 1);
  return [...counts]
    .map(([word, count]) => ({ word, count }))
    .sort((a, b) => b.count - a.count || (a.word < b.word ? -1 : a.word > b.word ? 1 : 0))
    .slice(0, max);
}
