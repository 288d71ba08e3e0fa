// The consent texts the sign-up screen shows carry the versions the server records and checks: a text changed on one
// side only would have members agree to a version the server refuses, or to a text it never showed.
import { describe, expect, it } from 'vitest';
import { CONSENT_DOCUMENTS } from '../../server/domain/consent.ts';
import { CONSENT_VERSIONS, NEWS_CONSENT, PRIVACY_CONSENT, PRIVACY_POLICY, TERMS } from '../../src/shared/legal/documents.ts';

describe('consent documents', () => {
  it('the app and the server agree on each document’s version', () => {
    expect(Object.fromEntries(CONSENT_DOCUMENTS.map((doc) => [doc.kind, doc.version]))).toEqual(CONSENT_VERSIONS);
    expect([TERMS.version, PRIVACY_CONSENT.version, NEWS_CONSENT.version]).toEqual([
      CONSENT_VERSIONS.terms,
      CONSENT_VERSIONS.privacy,
      CONSENT_VERSIONS.news,
    ]);
  });

  it('the collection consent names the items, the purposes, the retention and the right to refuse (제15조 제2항)', () => {
    const headings = PRIVACY_CONSENT.sections.map((s) => s.heading);
    expect(headings).toEqual(['모으는 항목', '쓰는 곳(목적)', '가지고 있는 기간', '동의하지 않을 권리']);
    const items = PRIVACY_CONSENT.sections[0]!.items!.join(' ');
    for (const collected of ['아이디', '비밀번호', '닉네임', '생년월일', '성별', '거주 지역']) expect(items).toContain(collected);
  });

  it('the processing policy says what, why, how long, who, and how to withdraw and delete (제30조)', () => {
    const text = JSON.stringify(PRIVACY_POLICY.sections);
    for (const topic of ['무엇을 모으나요', '왜 모으나요', '얼마나 가지고 있나요', '누가 처리하나요', '회원 탈퇴', '위탁 없음', '제3자 제공 없음'])
      expect(text).toContain(topic);
  });
});
