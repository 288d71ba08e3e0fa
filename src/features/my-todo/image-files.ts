// Image rules the server enforces too (DECISIONS): jpeg, png or webp; at most 5 MB each and 5 per to-do.

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGES_PER_TODO = 5;

export const IMAGE_MESSAGES = {
  type: 'jpg, png, webp 이미지만 올릴 수 있어요.',
  size: '이미지 한 장은 5MB까지 올릴 수 있어요.',
  count: `이미지는 할 일 하나에 ${IMAGES_PER_TODO}장까지 올릴 수 있어요.`,
} as const;

export interface StagedImages {
  accepted: File[];
  /** why some files were left out */
  problems: string[];
}

/** Which of the picked files can be staged next to the ones already kept. */
export function stageImages(picked: readonly File[], alreadyCounted: number): StagedImages {
  const accepted: File[] = [];
  const problems = new Set<string>();
  for (const file of picked) {
    if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) problems.add(IMAGE_MESSAGES.type);
    else if (file.size > IMAGE_MAX_BYTES) problems.add(IMAGE_MESSAGES.size);
    else if (alreadyCounted + accepted.length >= IMAGES_PER_TODO) problems.add(IMAGE_MESSAGES.count);
    else accepted.push(file);
  }
  return { accepted, problems: [...problems] };
}
