// Korean dictionary order (가나다순) for job names. ICU's 'ko' collation; Node ships full ICU.

const collator = new Intl.Collator('ko');

export function compareKorean(a: string, b: string): number {
  return collator.compare(a, b);
}

export function sortKorean<T>(items: readonly T[], nameOf: (item: T) => string): T[] {
  return [...items].sort((a, b) => compareKorean(nameOf(a), nameOf(b)));
}
