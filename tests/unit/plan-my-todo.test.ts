import { describe, expect, it } from 'vitest';
import { IMAGE_MESSAGES, stageImages } from '../../src/features/my-todo/image-files.ts';
import { memoMode, SAVE_FAILED_MESSAGES, SAVED_MESSAGES, SUBMIT_LABELS } from '../../src/features/my-todo/memo-mode.ts';
import { SIDE_MENU } from '../../src/features/my-todo/side-menu.ts';
import { memoLoadFailedMessage, todoDetailErrorMessage } from '../../src/features/my-todo/todo-detail-error.ts';
import { defaultTodoGroupId, jobOptions } from '../../src/features/my-todo/todo-groups.ts';
import { isAcceptableLink } from '../../src/features/my-todo/VideoLinkField.tsx';
import { ApiError } from '../../src/shared/http/api-error.ts';
import type { JobNameValue } from '../../src/features/search-kit/job-names.ts';

const group = (todoGroupId: number | null, jobName: JobNameValue | null) => ({
  todoGroupId,
  jobName,
  memberNickname: null,
  profileImage: null,
  daysAgo: null,
  totalView: null,
  todos: [],
});

describe('side menu', () => {
  const active = (path: string) => SIDE_MENU.filter((entry) => entry.isActive(path)).map((entry) => entry.label);
  it('할 일 목록 on list, add, edit and memo paths; 스크랩 on scrap paths', () => {
    expect(active('/mytodo/list')).toEqual(['할 일 목록']);
    expect(active('/mytodo/add/12')).toEqual(['할 일 목록']);
    expect(active('/mytodo/edit/101')).toEqual(['할 일 목록']);
    expect(active('/mytodo/memo/101')).toEqual(['할 일 목록']);
    expect(active('/mytodo/scrap/job')).toEqual(['스크랩']);
    expect(active('/mytodo/scrap/edu')).toEqual(['스크랩']);
  });
});

describe('to-do list job choice', () => {
  const jobs: { todoGroupId: number; jobName: JobNameValue }[] = [
    { todoGroupId: 12, jobName: '요양보호사' },
    { todoGroupId: 31, jobName: '바리스타' },
  ];
  it("defaults to the member's own group, else the first job", () => {
    expect(defaultTodoGroupId(group(31, '바리스타'), jobs)).toBe(31);
    expect(defaultTodoGroupId(group(null, null), jobs)).toBe(12);
    expect(defaultTodoGroupId(undefined, jobs)).toBe(12);
    expect(defaultTodoGroupId(group(null, null), [])).toBeNull();
  });
  it('lists the chosen jobs; the own group joins when the job list failed', () => {
    expect(jobOptions(group(31, '바리스타'), jobs)).toEqual([
      { value: 12, label: '요양보호사' },
      { value: 31, label: '바리스타' },
    ]);
    expect(jobOptions(group(31, '바리스타'), [])).toEqual([{ value: 31, label: '바리스타' }]);
  });
});

describe('memo page', () => {
  it('mode by path: edit when it contains edit, view on memo, add otherwise', () => {
    expect(memoMode('/mytodo/add/12')).toBe('add');
    expect(memoMode('/mytodo/edit/101')).toBe('edit');
    expect(memoMode('/mytodo/memo/101')).toBe('view');
    expect(SUBMIT_LABELS).toEqual({ add: '메모 저장하기', edit: '메모 수정하기' });
    expect(SAVED_MESSAGES).toEqual({ add: '메모가 저장되었습니다.', edit: '메모가 업데이트되었습니다.' });
    expect(SAVE_FAILED_MESSAGES).toEqual({ add: '메모 저장에 실패했습니다.', edit: '메모 업데이트에 실패했습니다.' });
  });

  it("load failures read '메모를 불러올 수 없습니다: …' with the spec's detail messages", () => {
    expect(todoDetailErrorMessage(new ApiError(400, 'TODO_MEMO_NOT_PUBLIC', 'x'))).toBe('공개되지 않은 투두 메모입니다.');
    expect(todoDetailErrorMessage(new ApiError(404, 'TODO_NOT_FOUND', 'x'))).toBe('투두 데이터를 찾을 수 없습니다.');
    expect(todoDetailErrorMessage(ApiError.client('NETWORK_ERROR'))).toBe(
      '투두 상세 정보를 불러오는 중 네트워크 오류가 발생했습니다.',
    );
    expect(todoDetailErrorMessage(ApiError.client('RESPONSE_SHAPE_MISMATCH'))).toBe('서버 응답 데이터 형식이 올바르지 않습니다.');
    expect(todoDetailErrorMessage(new Error('?'))).toBe('투두 상세 정보를 불러오는 중 알 수 없는 오류가 발생했습니다.');
    expect(todoDetailErrorMessage(new ApiError(403, 'FORBIDDEN', '다른 회원의 할 일입니다.'))).toBe('다른 회원의 할 일입니다.');
    expect(memoLoadFailedMessage(new ApiError(404, 'TODO_NOT_FOUND', 'x'))).toBe(
      '메모를 불러올 수 없습니다: 투두 데이터를 찾을 수 없습니다.',
    );
  });

  it('one video link: watch, shorts or youtu.be with an 11-character id, or none', () => {
    expect(isAcceptableLink('')).toBe(true);
    expect(isAcceptableLink('   ')).toBe(true);
    expect(isAcceptableLink('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe(true);
    expect(isAcceptableLink('https://youtube.com/shorts/dQw4w9WgXcQ')).toBe(true);
    expect(isAcceptableLink('https://youtu.be/dQw4w9WgXcQ?t=30')).toBe(true);
    expect(isAcceptableLink('https://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ')).toBe(true);
    expect(isAcceptableLink('https://www.youtube.com/watch?v=dQw4w9WgXc')).toBe(false); // 10 characters
    expect(isAcceptableLink('https://www.youtube.com/watch?v=dQw4w9WgXcQQ')).toBe(false); // 12 characters
    expect(isAcceptableLink('https://vimeo.com/123456')).toBe(false);
    expect(isAcceptableLink('https://youtu.be/dQw4w9WgXcQ https://youtu.be/aaaaaaaaaaa')).toBe(false); // two links
  });

  it('images: jpeg, png or webp by their content, 5 MB each, 5 per to-do; each refusal names its file', async () => {
    const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
    const JPEG = [0xff, 0xd8, 0xff, 0xe0];
    const WEBP = [...'RIFF'].map((c) => c.charCodeAt(0)).concat([0, 0, 0, 0], [...'WEBP'].map((c) => c.charCodeAt(0)));
    const file = (name: string, type: string, head: number[], size = 1000) => {
      const bytes = new Uint8Array(size);
      bytes.set(head);
      return new File([bytes], name, { type });
    };
    const png = file('a.png', 'image/png', PNG);
    const webp = file('b.webp', 'image/webp', WEBP);
    expect(await stageImages([png, webp], 0)).toEqual({ accepted: [png, webp], problems: [] });
    // the content decides, not the name or the stated type
    const jpegNamedPng = file('사진.png', 'image/png', JPEG);
    expect((await stageImages([jpegNamedPng], 0)).accepted).toEqual([jpegNamedPng]);
    const textNamedPng = file('메모.txt.png', 'image/png', [...'hello'].map((c) => c.charCodeAt(0)));
    expect(await stageImages([textNamedPng], 0)).toEqual({
      accepted: [],
      problems: [`'메모.txt.png' 파일은 올리지 못했어요: ${IMAGE_MESSAGES.type}`],
    });
    expect((await stageImages([file('a.gif', 'image/gif', [0x47, 0x49, 0x46, 0x38])], 0)).problems).toEqual([
      `'a.gif' 파일은 올리지 못했어요: ${IMAGE_MESSAGES.type}`,
    ]);
    expect((await stageImages([file('big.jpg', 'image/jpeg', JPEG, 5 * 1024 * 1024 + 1)], 0)).problems).toEqual([
      `'big.jpg' 파일은 올리지 못했어요: ${IMAGE_MESSAGES.size}`,
    ]);
    const staged = await stageImages([png, webp, file('c.png', 'image/png', PNG)], 3);
    expect(staged.accepted).toEqual([png, webp]);
    expect(staged.problems).toEqual([`'c.png' 파일은 올리지 못했어요: ${IMAGE_MESSAGES.count}`]);
  });
});
