// Test pictures made byte by byte (no files in the repository): a PNG in diagonal stripes of two colours, so each
// test image is easy to tell apart on screen and in screenshots.
import { crc32, deflateSync } from 'node:zlib';

type Rgb = [number, number, number];
const PURPLE: [Rgb, Rgb] = [
  [108, 76, 207],
  [240, 232, 255],
];

function chunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A `width`×`height` RGB PNG in stripes of the two colours. */
export function makePng(width: number, height = width, [a, b]: [Rgb, Rgb] = PURPLE): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const rows = Buffer.alloc(height * (1 + width * 3));
  let at = 0;
  for (let y = 0; y < height; y++) {
    rows[at++] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      rows.set(Math.floor((x + y) / 24) % 2 === 0 ? a : b, at);
      at += 3;
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A file for `setInputFiles`/`setFiles`: a 320×240 PNG in the given colours. */
export const pngFile = (name: string, colours: [Rgb, Rgb] = PURPLE) => ({ name, mimeType: 'image/png', buffer: makePng(320, 240, colours) });

/** A 1×1 PNG, for images the app shows from the contract's example addresses. */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
