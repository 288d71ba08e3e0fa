// /mytodo/list in the mock specs: a logged-in member with two saved jobs, and the own group's to-dos answered by us.
import type { Page } from '@playwright/test';
import { todo, todoGroup } from './plan-bodies.ts';
import { answer, prefer } from './routes.ts';
import { loginAs } from './session.ts';

export const JOBS = '**/v1/my-dream/todo/jobs';
export const OWN = '**/v1/my-dream/todo';
export const GROUP = '**/v1/my-dream/todo-group/*';

export const TODOS = [
  todo(101, '요양보호사 교육기관 알아보기', { completed: true, isMemoExist: true, isPublic: true }),
  todo(102, '요양보호사 필기시험 접수하기'),
  todo(103, '실습 기관 정하기', { completed: true }),
  todo(104, '자격증 받기'),
];

export const checklist = (page: Page) => page.getByRole('region', { name: '할 일 목록' });
export const items = (page: Page) => checklist(page).getByRole('listitem');
export const titles = (page: Page) => items(page).locator('label').allTextContents();
export const undoToast = (page: Page) => page.getByRole('status').filter({ hasText: '할 일을 삭제했어요.' });

/** the paths of the DELETE calls the page sends from now on */
export function recordDeletes(page: Page): string[] {
  const deletes: string[] = [];
  page.on('request', (r) => r.method() === 'DELETE' && deletes.push(new URL(r.url()).pathname));
  return deletes;
}

export async function memberWithTodos(page: Page, todos = TODOS) {
  await loginAs(page);
  await prefer(page, JOBS, 'example=twoJobs');
  await prefer(page, OWN, 'example=withTodos'); // own group 12 (요양보호사)
  await answer(page, GROUP, (r) => {
    const id = Number(new URL(r.url()).pathname.split('/').pop());
    return id === 12 ? todoGroup(12, '요양보호사', todos) : todoGroup(id, '바리스타', [todo(210, '바리스타 2급 자격증 알아보기')], 3);
  }, { method: 'GET' });
}
