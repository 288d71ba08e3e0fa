// Korean order (가나다순), the order the spec asks for job names. Intl.Collator knows Hangul syllable order and puts
// digits and Latin letters in a stable place, which a plain code-point sort does for Hangul only by accident.

const collator = new Intl.Collator('ko', { sensitivity: 'base', numeric: true });

export function compareKorean(a: string, b: string): number {
  return collator.compare(a, b);
}

/** A sorted copy (the input is left alone), by the text `key` picks from each item. */
export function sortByKorean<T>(items: readonly T[], key: (item: T) => string): T[] {
  return [...items].sort((x, y) => compareKorean(key(x), key(y)));
}
