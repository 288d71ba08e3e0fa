import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SharedPlanView } from '../../src/features/shared-plan/SharedPlanPage.tsx';
import { qrPath } from '../../src/features/shared-plan/PlanQrCode.tsx';
import { shareMessage, shareScope, smsHref, tokenFromHash, viewsLine } from '../../src/shared/my-dream/plan-share.ts';

const TOKEN = 'Zk4pQ2b9xY_-7hLmN0aBcDeFgHi';

describe('a shared plan link', () => {
  it('takes the token from the fragment only, and only when it looks like one', () => {
    expect(tokenFromHash(`#t=${TOKEN}`)).toBe(TOKEN);
    expect(tokenFromHash(`#x=1&t=${TOKEN}`)).toBe(TOKEN);
    expect(tokenFromHash('')).toBeNull();
    expect(tokenFromHash('#t=')).toBeNull();
    expect(tokenFromHash('#t=<script>')).toBeNull();
  });

  it('says in words what a link shows and who opened it', () => {
    expect(shareScope({ includePrivate: false, includeMemos: false })).toBe('공개한 할 일만');
    expect(shareScope({ includePrivate: true, includeMemos: true })).toBe('비공개 할 일도 · 메모와 사진도');
    expect(viewsLine({ lastViewedAt: null, viewCount: 0 })).toBe('아직 아무도 열어 보지 않았어요');
    // 2026-12-04T20:00Z is the 5th in Korea
    expect(viewsLine({ lastViewedAt: '2026-12-04T20:00:00Z', viewCount: 1234 })).toBe('마지막으로 본 날 2026년 12월 5일 · 1,234번 봄');
  });

  it('gives the share sheet and the 문자 app a Korean message with the link', () => {
    const url = `https://saegil.example/s#t=${TOKEN}`;
    const message = shareMessage('하늘길', '바리스타', url);
    expect(message).toEqual({
      title: '하늘길님의 바리스타 준비 계획 (새길)',
      text: '하늘길님의 바리스타 준비 계획을 보여드려요. 가입하지 않아도 열어 볼 수 있어요.',
      url,
    });
    const href = smsHref(message.text, url);
    expect(href.startsWith('sms:?&body=')).toBe(true);
    expect(decodeURIComponent(href.slice('sms:?&body='.length))).toBe(`${message.text}\n${url}`);
  });

  it('draws a QR code with a 4-module quiet zone around a valid QR size', () => {
    const { size, d } = qrPath(`https://saegil.example/s#t=${TOKEN}`);
    const modules = size - 8;
    expect((modules - 17) % 4).toBe(0); // 21, 25, 29… modules: versions 1, 2, 3…
    // the top-left finder pattern's first row: seven dark modules at (4..10, 4)
    for (let x = 4; x <= 10; x++) expect(d).toContain(`M${x} 4h1v1h-1z`);
    expect(d).not.toContain('M3 3h1');
  });
});

describe('the shared plan screen', () => {
  const plan = {
    nickname: '하늘길',
    profileImage: null,
    jobName: '바리스타' as const,
    daysAgo: 12,
    includePrivate: true,
    includeMemos: true,
    expiresAt: '2026-12-27T14:59:59Z',
    todos: [
      { title: '바리스타 2급 자격증 알아보기', completed: true, memoText: '시험은 한 달에 한 번', link: null, images: [] },
      { title: '동네 카페 일손 구하는지 묻기', completed: false, memoText: null, link: 'https://example.com/cafe', images: [{ imageUrl: '/images/7' }] },
    ],
  };

  it('shows whose plan, which job, how long, and each to-do with its state, memo, link and photos; nothing to edit', () => {
    render(<SharedPlanView plan={plan} />);
    expect(screen.getByRole('heading', { level: 1, name: '하늘길님의 계획' })).toBeTruthy();
    const facts = Object.fromEntries(screen.getAllByRole('term').map((t) => [t.textContent, t.nextElementSibling?.textContent]));
    expect(facts).toEqual({ '준비하는 직업': '바리스타', '준비한 지': '13일째', '한 일': '2개 중 1개 완료' });
    const items = within(screen.getByRole('region', { name: '할 일 목록' })).getAllByRole('listitem').filter((li) => li.parentElement?.tagName === 'OL');
    expect(items.map((li) => li.querySelector('.shared-todo__line')?.textContent)).toEqual([
      '✓✓ 완료: 바리스타 2급 자격증 알아보기',
      '진행 중: 동네 카페 일손 구하는지 묻기',
    ]);
    expect(screen.getByText('시험은 한 달에 한 번')).toBeTruthy();
    expect(screen.getByRole('link', { name: /example\.com\/cafe/ }).getAttribute('href')).toBe('https://example.com/cafe');
    expect(screen.getByRole('img', { name: '동네 카페 일손 구하는지 묻기 사진 1' })).toBeTruthy();
    expect(screen.getByText('이 링크는 2026년 12월 27일까지 열 수 있어요.')).toBeTruthy();
    expect(screen.getByRole('img', { name: '이 계획을 여는 QR 코드' })).toBeTruthy();
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
    expect(screen.queryAllByRole('textbox')).toEqual([]);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['인쇄하기']);
  });
});
