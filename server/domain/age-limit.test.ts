import { describe, expect, it } from 'vitest';
import { ageFigures, ageNote } from './age-limit.ts';
import { AGE_HELD_OUT, AGE_SAMPLES } from './age-limit.samples.ts';

describe('age limits stated in a posting (issue 24)', () => {
  it('names the words that state a limit, and reads 연령무관 as free, never as a limit', () => {
    expect(ageNote('요양원 요양보호사 모집 (만 45세 이하)')).toEqual({ kind: 'limit', text: '만 45세 이하' });
    expect(ageNote('카페 바리스타', '20~30대 환영')).toEqual({ kind: 'limit', text: '20~30대' });
    expect(ageNote('요양보호사 모집 (연령무관)')).toEqual({ kind: 'free', text: '연령무관' });
    expect(ageNote('요양보호사 정규직 (정년 65세)', null, undefined)).toBeNull();
    expect(ageNote('노인일자리 요양보조 (만 60세 이상)')).toBeNull();
  });

  it('meets its goals on the labelled set of 200+ titles: precision >= 0.95, recall >= 0.90, every 연령무관 read as free', () => {
    const figures = ageFigures(AGE_SAMPLES);
    console.log(`age-limit detector: ${figures.samples} titles, precision ${figures.precision.toFixed(3)}, recall ${figures.recall.toFixed(3)}, free ${figures.free.toFixed(3)}`);
    expect(figures.samples).toBeGreaterThanOrEqual(200);
    expect(figures.precision, figures.wrong.join('\n')).toBeGreaterThanOrEqual(0.95);
    expect(figures.recall, figures.wrong.join('\n')).toBeGreaterThanOrEqual(0.9);
    expect(figures.free, figures.wrong.join('\n')).toBe(1);
  });

  it('prints its figures on titles it was never tuned on (no goal: a sample to read, not to fit)', () => {
    const figures = ageFigures(AGE_HELD_OUT);
    console.log(`age-limit detector, held out: ${figures.samples} titles, precision ${figures.precision.toFixed(3)}, recall ${figures.recall.toFixed(3)}, free ${figures.free.toFixed(3)}\n  ${figures.wrong.join('\n  ')}`);
    expect(figures.samples).toBeGreaterThanOrEqual(30);
  });
});
