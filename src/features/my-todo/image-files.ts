// Image rules the server enforces too (DECISIONS): jpeg, png or webp, checked by content, not by name; at most 5 MB
// each and 5 per to-do. The form checks each file as soon as it is chosen and names it in the message.

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
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

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, i) => bytes[at + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The image type the file's first bytes say it is (jpeg, png or webp), whatever its name or stated type; else null. */
export function sniffImageType(head: Uint8Array): (typeof IMAGE_TYPES)[number] | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

async function readHead(file: File): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, 12).arrayBuffer());
}

/** Which of the chosen files can be staged next to the ones already kept (a text file renamed .png is not). */
export async function stageImages(picked: readonly File[], alreadyCounted: number): Promise<StagedImages> {
  const accepted: File[] = [];
  const problems: string[] = [];
  for (const file of picked) {
    if (sniffImageType(await readHead(file)) === null) problems.push(fileProblem(file.name, IMAGE_MESSAGES.type));
    else if (file.size > IMAGE_MAX_BYTES) problems.push(fileProblem(file.name, IMAGE_MESSAGES.size));
    else if (alreadyCounted + accepted.length >= IMAGES_PER_TODO) problems.push(fileProblem(file.name, IMAGE_MESSAGES.count));
    else accepted.push(file);
  }
  return { accepted, problems };
}
