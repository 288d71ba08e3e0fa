// The image rules the server enforces too (DECISIONS): jpeg, png or webp, checked by content, not by name or stated
// type, and at most 5 MB a file. Screens check a file as soon as it is chosen, before anything is sent.

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, i) => bytes[at + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The image type the first bytes say it is (jpeg, png or webp), whatever the name or stated type; else null. */
export function sniffImageType(head: Uint8Array): ImageType | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

/** The image type of a chosen file, read from its first bytes. */
export async function imageTypeOf(file: Blob): Promise<ImageType | null> {
  return sniffImageType(new Uint8Array(await file.slice(0, 12).arrayBuffer()));
}
