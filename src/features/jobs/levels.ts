import type { JobStrong } from '#generated/model/jobStrong.zod.ts';
import { formatCount } from '../../shared/format/count.ts';

/** The contract's 1-5 scale in words a reader uses. */
const LEVEL_WORDS = ['매우 낮음', '낮음', '보통', '높음', '매우 높음'] as const;

export function levelWord(level: number): string {
  const index = Math.min(Math.max(Math.round(level), 1), 5) - 1;
  return LEVEL_WORDS[index] ?? '보통';
}

export const STRONG_LABELS: ReadonlyArray<{ key: keyof JobStrong; label: string }> = [
  { key: 'physical', label: '체력 부담' },
  { key: 'stress', label: '스트레스' },
  { key: 'relationship', label: '대인 관계' },
];

/** '월급 약 235만 원', '시급 12,000원': large amounts in 만 원, small ones in full. */
export function formatSalary(cost: number, type: string): string {
  if (cost >= 100_000) {
    const manwon = formatCount(cost / 10_000);
    return `${type} 약 ${manwon}만 원`;
  }
  return `${type} ${formatCount(cost)}원`;
}
