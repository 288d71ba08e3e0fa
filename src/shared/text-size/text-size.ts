// The 글자 크기 setting for older eyes: it sets the root font size, and everything is in rem, so text and controls
// grow together. Remembered in localStorage.

export type TextSize = 'normal' | 'large' | 'x-large';

export interface TextSizeOption {
  value: TextSize;
  label: string;
  /** root font size in percent of the browser default (16px): 18px, 21px, 24px */
  percent: number;
}

export const TEXT_SIZES: readonly TextSizeOption[] = [
  { value: 'normal', label: '보통', percent: 112.5 },
  { value: 'large', label: '크게', percent: 131.25 },
  { value: 'x-large', label: '아주 크게', percent: 150 },
];

export const TEXT_SIZE_STORAGE_KEY = 'textSize';
export const DEFAULT_TEXT_SIZE: TextSize = 'normal';

function option(size: TextSize): TextSizeOption {
  return TEXT_SIZES.find((o) => o.value === size) ?? (TEXT_SIZES[0] as TextSizeOption);
}

export function isTextSize(value: unknown): value is TextSize {
  return TEXT_SIZES.some((o) => o.value === value);
}

export function readTextSize(): TextSize {
  try {
    const stored = localStorage.getItem(TEXT_SIZE_STORAGE_KEY);
    return isTextSize(stored) ? stored : DEFAULT_TEXT_SIZE;
  } catch {
    return DEFAULT_TEXT_SIZE;
  }
}

export function applyTextSize(size: TextSize) {
  const { percent } = option(size);
  // the normal size is global.css's own 112.5%; only the larger ones need an inline value
  document.documentElement.style.fontSize = size === DEFAULT_TEXT_SIZE ? '' : `${percent}%`;
  document.documentElement.dataset.textSize = size;
}

export function saveTextSize(size: TextSize) {
  try {
    localStorage.setItem(TEXT_SIZE_STORAGE_KEY, size);
  } catch {
    /* private mode: the size still applies to this visit */
  }
  applyTextSize(size);
}

export function textSizeLabel(size: TextSize): string {
  return option(size).label;
}
