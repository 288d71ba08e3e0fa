// The memo's image rules on top of the shared ones (shared/media/image-file.ts): at most 5 per to-do. The form checks
// each file as soon as it is chosen and names it in the message.
import { IMAGE_MAX_BYTES, imageTypeOf } from '../../shared/media/image-file.ts';

export const IMAGES_PER_TODO = 5;

export const IMAGE_MESSAGES = {
  type: 'jpg, png, webp 이미지만 올릴 수 있어요.',
  size: '이미지 한 장은 5MB까지 올릴 수 있어요.',
  count: `이미지는 할 일 하나에 ${IMAGES_PER_TODO}장까지 올릴 수 있어요.`,
} as const;

/** '사진.txt.png' 파일은 올리지 못했어요: jpg, png, webp 이미지만 올릴 수 있어요. */
export const fileProblem = (fileName: string, reason: string) => `'${fileName}' 파일은 올리지 못했어요: ${reason}`;

export interface StagedImages {
  accepted: File[];
  /** why some files were left out, each naming its file */
  problems: string[];
}

/** Which of the chosen files can be staged next to the ones already kept (a text file renamed .png is not). */
export async function stageImages(picked: readonly File[], alreadyCounted: number): Promise<StagedImages> {
  const accepted: File[] = [];
  const problems: string[] = [];
  for (const file of picked) {
    if ((await imageTypeOf(file)) === null) problems.push(fileProblem(file.name, IMAGE_MESSAGES.type));
    else if (file.size > IMAGE_MAX_BYTES) problems.push(fileProblem(file.name, IMAGE_MESSAGES.size));
    else if (alreadyCounted + accepted.length >= IMAGES_PER_TODO) problems.push(fileProblem(file.name, IMAGE_MESSAGES.count));
    else accepted.push(file);
  }
  return { accepted, problems };
}
