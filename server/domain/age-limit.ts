// Age limits stated in a posting (issue 24). 고용상 연령차별금지 및 고령자고용촉진에 관한 법률 제4조의4 forbids them in
// recruiting, yet titles still say '만 45세 이하' or '20~30대 환영': 새길 shows such a posting with a plain flag, and
// '연령무관' with a positive badge instead. The words are read from a posting's title and keywords (seed and importer).
//
// What counts as a limit: an upper bound or a range of ages ('45세 이하', '~40세', '20~30대', '85년생 이후'), a
// preference for an age group under 60 ('30대 환영', '4050 우대'), or asking for young people ('젊은 분'). A lower
// bound ('만 18세 이상', '60세 이상') or a retirement age ('정년 65세') is not: neither turns an older member away.
// Measured on a labelled set of real patterns: age-limit.samples.ts, `npm run -s figures:age-limit`.

export type AgeNote = { kind: 'limit'; text: string } | { kind: 'free'; text: string };

const FREE = /(?:연령|나이)(?:는|은)?\s*(?:[·,/]\s*성별\s*)?(?:무관|불문|제한\s*(?:없|無)|상관\s*(?:없|무))[가-힣]*/;

const LIMITS: readonly RegExp[] = [
  // 만 45세 이하, 40세미만, 50세까지, 만45세 이하 (a lower bound '이상' is not a limit)
  /(?:만\s*)?\d{2}\s*세\s*(?:이하|미만|까지|以下)/,
  // ~45세, ～40세, (45세 이하) already above; 20~45세, 25-40세
  /(?:(?:만\s*)?\d{2}\s*세?\s*)?[~～∼-]\s*(?:만\s*)?\d{2}\s*세(?!\s*이상)/,
  // 20~30대, 20대~30대, 30-40대
  /[1-5]0\s*대?\s*[~～∼-]\s*[2-5]0\s*대/,
  // 30대 환영, 20대 우대, 40대 가능, 50대 여성 (60대 and up, or '50대 이상', do not turn an older member away)
  /(?<![\d.])[2-5]0\s*대\s*(?:환영|우대|선호|위주|이하|만|가능|중심|초반|중반|후반|초중반|중후반|여성|남성|남녀|주부|직원|구함|모집|채용|(?=\s*[)\]]|$))/,
  // 60대 초반까지, 50대까지 (an upper bound in any decade)
  /(?<![\d.])\d0\s*대\s*(?:초반|중반|후반)?\s*(?:까지|미만)/,
  // MZ세대 환영
  /(?:MZ|엠지)\s*세대/,
  // 2030 환영, 4050 우대 (5060 and 6070 do not turn an older member away)
  /(?<!\d)(?:2030|3040|4050)\s*(?:세대|환영|우대|선호|여성|남성|주부|모집|채용|구함)/,
  // 85년생 이후, 1990년 이후 출생, 80년생까지
  /(?:19)?[6-9]\d\s*년\s*(?:생\s*)?(?:이후|이전|부터|까지|이하)(?:\s*출생)?/,
  // 젊은 분, 젊은 인재, 젊은 직원
  /젊은\s*(?:분|사람|직원|인재|친구|사원|선생님|여성|남성|층)/,
  // 연령제한 45세, 나이 제한: 40세, 연령: 25~40세
  /(?:연령|나이)\s*(?:제한)?\s*[:：]?\s*(?:만\s*)?\d{2}\s*세/,
  // 청년만, 청년 한정, 청년 only
  /청년\s*(?:만|한정|only|ONLY)(?![가-힣])/,
];

/** How the detector does on a labelled set: precision and recall of 'limit', and how often 'free' is read as free. */
export function ageFigures(samples: readonly (readonly [string, 'limit' | 'free' | null])[]) {
  let truePositive = 0;
  let falsePositive = 0;
  let falseNegative = 0;
  let freeRight = 0;
  const wrong: string[] = [];
  for (const [title, label] of samples) {
    const kind = ageNote(title)?.kind ?? null;
    if (kind === 'limit' && label === 'limit') truePositive++;
    else if (kind === 'limit') falsePositive++;
    else if (label === 'limit') falseNegative++;
    if (label === 'free' && kind === 'free') freeRight++;
    if (kind !== label) wrong.push(`${label ?? '-'} → ${kind ?? '-'}: ${title}`);
  }
  const frees = samples.filter(([, label]) => label === 'free').length;
  return {
    samples: samples.length,
    precision: truePositive / (truePositive + falsePositive),
    recall: truePositive / (truePositive + falseNegative),
    free: frees ? freeRight / frees : 1,
    wrong,
  };
}

/** The age note of a posting's texts: a stated limit (the words that state it), '연령무관' and its like, or none. */
export function ageNote(...texts: readonly (string | null | undefined)[]): AgeNote | null {
  // a retirement age ('정년 60세까지') is not a hiring limit
  const text = texts
    .filter(Boolean)
    .join(' ')
    .replace(/정년\s*(?:만\s*)?\d{2}\s*세(?:\s*(?:까지|이후|이하))?/g, ' ');
  for (const pattern of LIMITS) {
    const found = pattern.exec(text);
    if (found) return { kind: 'limit', text: found[0].trim() };
  }
  const free = FREE.exec(text);
  return free ? { kind: 'free', text: free[0].trim() } : null;
}

/** A posting's age columns (db/schema.ts recruitPostings) from its texts. */
export function ageColumns(...texts: readonly (string | null | undefined)[]): { ageLimitText: string | null; ageFree: boolean } {
  const note = ageNote(...texts);
  return { ageLimitText: note?.kind === 'limit' ? note.text.slice(0, 40) : null, ageFree: note?.kind === 'free' };
}
