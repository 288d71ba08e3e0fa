// A course's outcome figures from 고용24 in plain Korean. An empty figure is 'not counted yet', never 0%.

export const NOT_COUNTED = '아직 집계 전';

/** 55 → '55', 64.1 → '64.1'. */
function figure(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

/** '수료 후 6개월 취업률 55%' or '수료 후 6개월 취업률 아직 집계 전'. */
export function employmentRateText(months: 3 | 6, rate: number | null): string {
  return `수료 후 ${months}개월 취업률 ${rate === null ? NOT_COUNTED : `${figure(rate)}%`}`;
}

/** '91.2점' or '아직 집계 전' (만족도, out of 100). */
export function satisfactionText(score: number | null): string {
  return score === null ? NOT_COUNTED : `${figure(score)}점`;
}

/** '55%' or '아직 집계 전' (the value part alone, for a fact list). */
export function rateValueText(rate: number | null): string {
  return rate === null ? NOT_COUNTED : `${figure(rate)}%`;
}
