import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIRST_PUBLIC_TITLES, FirstPublicNotice, isFirstPublic } from '../../src/features/my-todo/FirstPublicNotice.tsx';

describe('the first public to-do of a job', () => {
  it('is first while no other to-do of the group is public (this one may already be, on edit)', () => {
    expect(isFirstPublic([], null)).toBe(true);
    expect(isFirstPublic([{ todoId: 1, isPublic: false }], null)).toBe(true);
    expect(isFirstPublic([{ todoId: 1, isPublic: true }], 1)).toBe(true);
    expect(isFirstPublic([{ todoId: 1, isPublic: true }], null)).toBe(false);
    expect(isFirstPublic([{ todoId: 1, isPublic: false }, { todoId: 2, isPublic: true }], 1)).toBe(false);
  });

  it('says plainly what others will see: nickname, district, days and the to-do', () => {
    render(
      <FirstPublicNotice
        mode="edit"
        facts={{ nickname: '하늘길', regionName: '서울특별시 노원구', daysAgo: 0, jobName: '산후관리사', title: '교육기관 알아보기' }}
      />,
    );
    const notice = screen.getByRole('status');
    expect(within(notice).getByRole('heading', { name: FIRST_PUBLIC_TITLES.edit })).toBeTruthy();
    const facts = Object.fromEntries(
      within(notice)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts).toEqual({
      닉네임: '하늘길',
      '사는 곳': '서울특별시 노원구',
      '준비하는 직업': '산후관리사',
      '꿈꾼 지': '1일째',
      '공개한 할 일': '교육기관 알아보기',
    });
  });
});
