import { describe, expect, it } from 'vitest';
import {
  findYoutubeLink,
  isYoutubeLink,
  youtubeEmbedUrl,
  youtubeVideoId,
  youtubeWatchUrl,
} from '../../src/shared/media/youtube.ts';
import { createTodoFormLinkRegExp } from '../../generated/model/createTodoForm.zod.ts';

const ID = 'dQw4w9WgXcQ';

describe('YouTube link detection (one video per memo, 11-character id)', () => {
  const valid = [
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?v=${ID}`,
    `http://m.youtube.com/watch?v=${ID}`,
    `https://www.youtube.com/watch?feature=share&v=${ID}`,
    `https://www.youtube.com/watch?v=${ID}&t=42s`,
    `https://www.youtube.com/shorts/${ID}`,
    `https://youtube.com/shorts/${ID}?feature=share`,
    `https://youtu.be/${ID}`,
    `https://youtu.be/${ID}?si=abc`,
    `  https://youtu.be/${ID}  `,
  ];
  for (const link of valid) {
    it(`finds the id in ${link.trim()}`, () => {
      expect(youtubeVideoId(link)).toBe(ID);
      expect(isYoutubeLink(link)).toBe(true);
    });
  }

  const invalid = [
    '',
    null,
    undefined,
    'https://www.youtube.com/watch?v=short',
    `https://www.youtube.com/watch?v=${ID}X`,
    `https://youtu.be/${ID.slice(0, 10)}`,
    `https://vimeo.com/${ID}`,
    `https://www.youtube.com/embed/${ID}`,
    `https://notyoutube.com/watch?v=${ID}`,
    `ftp://youtu.be/${ID}`,
    `https://youtu.be/${ID}/extra`,
    `영상 https://youtu.be/${ID}`,
    'https://www.youtube.com/watch?v=dQw4w9WgXc!',
  ];
  for (const link of invalid) {
    it(`refuses ${JSON.stringify(link)}`, () => {
      expect(youtubeVideoId(link)).toBeNull();
      expect(isYoutubeLink(link)).toBe(false);
    });
  }

  it('accepts exactly what the contract’s link pattern accepts', () => {
    for (const link of valid.map((l) => l.trim())) expect(createTodoFormLinkRegExp.test(link), link).toBe(true);
    for (const link of invalid.filter((l): l is string => Boolean(l))) {
      expect(createTodoFormLinkRegExp.test(link), link).toBe(false);
    }
  });

  it('finds the first link inside free text, without trailing punctuation', () => {
    expect(findYoutubeLink(`이 영상 보세요: https://youtu.be/${ID}. 좋아요`)).toEqual({ link: `https://youtu.be/${ID}`, videoId: ID });
    expect(findYoutubeLink(`a https://www.youtube.com/shorts/${ID} b https://youtu.be/aaaaaaaaaaa`)?.videoId).toBe(ID);
    expect(findYoutubeLink('링크 없음')).toBeNull();
    expect(findYoutubeLink(`https://youtu.be/${ID}x`)).toBeNull();
  });

  it('builds the player and the open-in-browser addresses', () => {
    expect(youtubeEmbedUrl(ID)).toBe(`https://www.youtube-nocookie.com/embed/${ID}`);
    expect(youtubeWatchUrl(ID)).toBe(`https://www.youtube.com/watch?v=${ID}`);
  });
});
