import { describe, expect, it } from 'vitest';
import { compareKorean, sortByKorean } from '../../src/shared/format/korean-sort.ts';

describe('Korean order (가나다순)', () => {
  it('sorts the 20 job names the way a Korean reader expects', () => {
    const names = ['요양보호사', '간호조무사', '보육교사', '사회복지사', '직업상담사', '심리상담사', '급식도우미', '사무보조원',
      '경리사무원', '동물보건사', '웨딩도우미', '일반 미용사', '피부 미용사', '네일 미용사', '메이크업 미용사', '반려동물 미용사',
      '레크리에이션 강사', '바리스타', '공인중개사', '산후관리사'];
    expect(sortByKorean(names, (n) => n)).toEqual([
      '간호조무사', '경리사무원', '공인중개사', '급식도우미', '네일 미용사', '동물보건사', '레크리에이션 강사', '메이크업 미용사',
      '바리스타', '반려동물 미용사', '보육교사', '사무보조원', '사회복지사', '산후관리사', '심리상담사', '요양보호사',
      '웨딩도우미', '일반 미용사', '직업상담사', '피부 미용사',
    ]);
  });

  it('orders by consonant, then vowel, then final consonant', () => {
    expect(compareKorean('가', '나')).toBeLessThan(0);
    expect(compareKorean('바', '반')).toBeLessThan(0);
    expect(compareKorean('하', '가')).toBeGreaterThan(0);
    expect(compareKorean('사회', '사회')).toBe(0);
  });

  it('returns a sorted copy by the chosen key and leaves the input alone', () => {
    const jobs = [{ jobName: '바리스타' }, { jobName: '간호조무사' }, { jobName: '요양보호사' }] as const;
    const sorted = sortByKorean(jobs, (j) => j.jobName);
    expect(sorted.map((j) => j.jobName)).toEqual(['간호조무사', '바리스타', '요양보호사']);
    expect(jobs[0].jobName).toBe('바리스타');
  });
});
