import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { listFieldsOf, patchCachedTodo } from '../../src/features/my-todo/todo-cache.ts';

const todo = (todoId: number, title: string) => ({ todoId, title, completed: false, isMemoExist: false, isPublic: false });
const group = (todoGroupId: number, todos: ReturnType<typeof todo>[]) => ({
  success: true,
  timestamp: '2026-11-22T09:30:00.000Z',
  data: { todoGroupId, memberNickname: '새출발', profileImage: null, daysAgo: 3, jobName: '바리스타', totalView: 0, todos },
});

describe('a saved to-do in the cached lists', () => {
  it('changes that to-do in the own group and in each group by id, and nothing else', () => {
    const client = new QueryClient();
    client.setQueryData(['/v1/my-dream/todo'], group(12, [todo(101, '옛 제목'), todo(102, '그대로')]));
    client.setQueryData(['/v1/my-dream/todo-group/12'], group(12, [todo(101, '옛 제목'), todo(102, '그대로')]));
    client.setQueryData(['/v1/my-dream/todo/101'], { success: true, data: { todoId: 101, title: '옛 제목' } });

    patchCachedTodo(client, 101, { title: '새 제목', isPublic: true, isMemoExist: true });

    for (const key of [['/v1/my-dream/todo'], ['/v1/my-dream/todo-group/12']]) {
      expect(client.getQueryData<ReturnType<typeof group>>(key)?.data.todos).toEqual([
        { todoId: 101, title: '새 제목', completed: false, isMemoExist: true, isPublic: true },
        todo(102, '그대로'),
      ]);
    }
    expect(client.getQueryData(['/v1/my-dream/todo/101'])).toEqual({ success: true, data: { todoId: 101, title: '옛 제목' } });
  });

  it('reads what the list shows from a saved memo: a memo exists with text, a link or an image', () => {
    const detail = { todoId: 1, title: '제목', isPublic: false, memoText: null, link: null, images: [] };
    expect(listFieldsOf(detail)).toEqual({ title: '제목', isPublic: false, isMemoExist: false });
    expect(listFieldsOf({ ...detail, link: 'https://youtu.be/dQw4w9WgXcQ' }).isMemoExist).toBe(true);
    expect(listFieldsOf({ ...detail, images: [{ imageId: 5, imageUrl: 'https://saegil.kr/images/5' }] }).isMemoExist).toBe(true);
    expect(listFieldsOf({ ...detail, memoText: '메모' }).isMemoExist).toBe(true);
  });
});
