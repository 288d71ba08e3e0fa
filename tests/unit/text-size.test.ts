import { describe, expect, it } from 'vitest';
import { applyTextSize, readTextSize, saveTextSize, TEXT_SIZES } from '../../src/shared/text-size/text-size.ts';

describe('글자 크기', () => {
  it('offers 보통, 크게, 아주 크게 in growing sizes', () => {
    expect(TEXT_SIZES.map((s) => s.label)).toEqual(['보통', '크게', '아주 크게']);
    expect(TEXT_SIZES.map((s) => (s.percent * 16) / 100)).toEqual([18, 21, 24]);
  });

  it('sets the root font size and remembers the choice', () => {
    saveTextSize('x-large');
    expect(document.documentElement.style.fontSize).toBe('150%');
    expect(localStorage.getItem('textSize')).toBe('x-large');
    expect(readTextSize()).toBe('x-large');
    saveTextSize('normal');
    expect(document.documentElement.style.fontSize).toBe('');
    expect(readTextSize()).toBe('normal');
  });

  it('an unknown stored value reads as 보통', () => {
    localStorage.setItem('textSize', 'huge');
    expect(readTextSize()).toBe('normal');
    applyTextSize(readTextSize());
    expect(document.documentElement.dataset.textSize).toBe('normal');
  });
});
