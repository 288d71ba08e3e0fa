import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  getGetMyTodoGroupByIdQueryKey,
  getGetMyTodoGroupQueryKey,
  getGetMyTodoQueryKey,
} from '../../generated/api/my-dream/my-dream.ts';
import { cachedTodoGroups, listFieldsOf, patchCachedTodo } from '../../src/shared/my-dream/todo-lists.ts';

const todo = (todoId: number, title: string) => ({ todoId, title, completed: false, isMemoExist: false, isPublic: false });
const group = (todoGroupId: number, todos: ReturnType<typeof todo>[]) => ({
  success: true,
  timestamp: '2026-11-22T09:30:00.000Z',
  data: { todoGroupId, memberNickname: '새출발', profileImage: null, daysAgo: 3, jobName: '바리스타', totalView: 0, todos },
});

describe('a saved to-do in the cached lists', () => {
  it('changes that to-do in the own group and in each group by id, and nothing else', () => {
    const client = new QueryClient();
    client.setQueryData(getGetMyTodoGroupQueryKey(), group(12, [todo(101, '옛 제목'), todo(102, '그대로')]));
    client.setQueryData(getGetMyTodoGroupByIdQueryKey(12), group(12, [todo(101, '옛 제목'), todo(102, '그대로')]));
    client.setQueryData(getGetMyTodoQueryKey(101), { success: true, data: { todoId: 101, title: '옛 제목' } });

    patchCachedTodo(client, 101, { title: '새 제목', isPublic: true, isMemoExist: true });

    for (const key of [getGetMyTodoGroupQueryKey(), getGetMyTodoGroupByIdQueryKey(12)]) {
      expect(client.getQueryData<ReturnType<typeof group>>(key)?.data.todos).toEqual([
        { todoId: 101, title: '새 제목', completed: false, isMemoExist: true, isPublic: true },
        todo(102, '그대로'),
      ]);
    }
    expect(client.getQueryData(getGetMyTodoQueryKey(101))).toEqual({ success: true, data: { todoId: 101, title: '옛 제목' } });
  });

  it('finds the cached groups by their key factories: the own group and each group by id, not a to-do or saved jobs', () => {
    const client = new QueryClient();
    client.setQueryData(getGetMyTodoGroupQueryKey(), group(12, [todo(101, '내 할 일')]));
    client.setQueryData(getGetMyTodoGroupByIdQueryKey(30), group(30, [todo(301, '다른 할 일')]));
    client.setQueryData(getGetMyTodoQueryKey(101), group(12, [todo(101, '할 일 하나의 답')]));

    expect(cachedTodoGroups(client).map((g) => [g.todoGroupId, g.todos[0]?.title])).toEqual(
      expect.arrayContaining([
        [12, '내 할 일'],
        [30, '다른 할 일'],
      ]),
    );
    expect(cachedTodoGroups(client)).toHaveLength(2);
  });

  it('reads what the list shows from a saved memo: a memo exists with text, a link or an image', () => {
    const detail = { todoId: 1, title: '제목', isPublic: false, memoText: null, link: null, images: [] };
    expect(listFieldsOf(detail)).toEqual({ title: '제목', isPublic: false, isMemoExist: false });
    expect(listFieldsOf({ ...detail, link: 'https://youtu.be/dQw4w9WgXcQ' }).isMemoExist).toBe(true);
    expect(listFieldsOf({ ...detail, images: [{ imageId: 5, imageUrl: 'https://saegil.kr/images/5' }] }).isMemoExist).toBe(true);
    expect(listFieldsOf({ ...detail, memoText: '메모' }).isMemoExist).toBe(true);
  });
});
