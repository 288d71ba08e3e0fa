import type { RecommendReasons } from '#generated/model/recommendReasons.zod.ts';

export type ReasonKind = keyof RecommendReasons;

export interface Reason {
  kind: ReasonKind;
  label: string;
  text: string;
}

/** The server's three reasons in the order a reader weighs them, with plain labels. */
export const REASON_LABELS: Readonly<Record<ReasonKind, string>> = {
  personality: '성향',
  condition: '근무 조건',
  strong: '강점',
};

const ORDER: readonly ReasonKind[] = ['personality', 'condition', 'strong'];

/** Shown when the server names no reason (it sends only the reasons that apply, possibly none). */
export const NO_REASON_TEXT = '답해 주신 내용을 바탕으로 골라 드린 직업이에요.';

/** The reasons that are present and not blank, labelled, in a fixed order. */
export function reasonList(reasons: RecommendReasons | null | undefined): Reason[] {
  if (!reasons) return [];
  return ORDER.flatMap((kind) => {
    const text = reasons[kind]?.trim();
    return text ? [{ kind, label: REASON_LABELS[kind], text }] : [];
  });
}
