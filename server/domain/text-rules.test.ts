import { describe, expect, it } from 'vitest';
import { JOBS } from '../seed/jobs.ts';
import { compareKorean, sortKorean } from './korean-order.ts';
import { parseLocation } from './location.ts';
import { imagesAfterUpdate, readTodoFields } from './todo-form.ts';
import { isYoutubeLink, youtubeVideoId } from './youtube.ts';

describe('Korean order', () => {
  it('sorts the 20 job names 가나다순', () => {
    const sorted = sortKorean(JOBS, (job) => job.jobName).map((job) => job.jobName);
    expect(sorted.slice(0, 4)).toEqual(['간호조무사', '경리사무원', '공인중개사', '급식도우미']);
    expect(sorted.at(-1)).toBe('피부 미용사');
    // Hangul syllables are encoded in dictionary order, so a byte-order sort (COLLATE "C") agrees.
    expect([...sorted].sort()).toEqual(sorted);
    expect(compareKorean('바리스타', '반려동물 미용사')).toBeLessThan(0);
  });
});

describe('YouTube link', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=10', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
  ])('accepts %s', (link, id) => {
    expect(isYoutubeLink(link)).toBe(true);
    expect(youtubeVideoId(link)).toBe(id);
  });

  it.each(['https://www.youtube.com/watch?v=short', 'https://vimeo.com/123', 'http://evil.com/youtu.be/dQw4w9WgXcQ', 'youtu.be/dQw4w9WgXcQ'])(
    'refuses %s',
    (link) => {
      expect(isYoutubeLink(link)).toBe(false);
      expect(youtubeVideoId(link)).toBeNull();
    },
  );
});

describe('location', () => {
  it('reads a city or a city and district', () => {
    expect(parseLocation('서울특별시')).toEqual({ kind: 'city', city: '서울특별시' });
    expect(parseLocation('서울특별시  종로구')).toEqual({ kind: 'region', city: '서울특별시', regionName: '서울특별시 종로구' });
  });
});

describe('to-do form', () => {
  it('trims the title and stores empty memo and link as none', () => {
    expect(readTodoFields({ todoTitle: '  교육원 알아보기 ', memoText: '', link: '' })).toEqual({
      fields: { title: '교육원 알아보기', memoText: null, link: null },
      errors: [],
    });
    expect(readTodoFields({ todoTitle: '제목' }).fields).toEqual({ title: '제목', memoText: undefined, link: undefined });
  });

  it('keeps the memo’s line breaks as LF, however the browser sent them (multipart sends CRLF)', () => {
    expect(readTodoFields({ todoTitle: '제목', memoText: '첫 줄\r\n둘째 줄\r\n\r\n넷째 줄\r다섯째' }).fields.memoText).toBe(
      '첫 줄\n둘째 줄\n\n넷째 줄\n다섯째',
    );
    expect(readTodoFields({ todoTitle: '제목', memoText: `${'가'.repeat(2500)}\r\n${'나'.repeat(2499)}` }).errors).toEqual([]);
  });

  it('refuses a blank title and a link that is not a YouTube video', () => {
    expect(readTodoFields({ todoTitle: '   ', link: 'https://vimeo.com/1' }).errors).toEqual([
      { field: 'body.todoTitle', message: '할 일 제목을 입력해주세요.' },
      { field: 'body.link', message: '유튜브 영상 링크(watch, shorts, youtu.be)만 하나 넣을 수 있어요.' },
    ]);
  });

  it('counts images after deleting this to-do’s ones and ignoring others', () => {
    expect(imagesAfterUpdate([1, 2, 3], [2, 99], 3)).toEqual({ kept: [1, 3], removed: [2], total: 5 });
  });
});
