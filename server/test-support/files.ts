// Test files for route tests: real images (small, large, a phone photo with EXIF, a decompression bomb) and
// multipart forms for inject. Exported through the kit (./index.ts).
import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** A small real image made with sharp. */
export function testImage(format: 'png' | 'jpeg' | 'webp' = 'png', size = 8): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 3, background: { r: 90, g: 60, b: 200 } } })
    .toFormat(format)
    .toBuffer();
}

/** An image of about `bytes` bytes (random pixels do not compress). */
export function largeImage(bytes: number): Promise<Buffer> {
  const side = Math.ceil(Math.sqrt(bytes / 3));
  return sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/** A JPEG photo as a phone makes it: EXIF orientation 6 (turn 90° clockwise to show), a camera make and a GPS position. */
export function phonePhoto(width = 60, height = 20): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'SaegilCam' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '37/1 34/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '126/1 58/1 0/1' },
    })
    .toBuffer();
}

/** A valid black-and-white PNG of width × height pixels that compresses to a small file (a decompression bomb). */
export function manyPixelPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth 1
  header[9] = 0; // grayscale
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height); // filter byte 0 and black pixels on every row
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

type FormValue = string | number | boolean | Buffer | { data: Buffer; filename?: string; type?: string };

/**
 * multipart/form-data for inject: `form({ todoTitle: '제목', images: [png1, png2] })`. Buffers become files
 * (named image-N.png unless given); arrays repeat the field.
 */
export function form(fields: Record<string, FormValue | FormValue[] | undefined>): FormData {
  const data = new FormData();
  let n = 0;
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      if (Buffer.isBuffer(item)) {
        data.append(name, new Blob([new Uint8Array(item)], { type: 'image/png' }), `image-${++n}.png`);
      } else if (typeof item === 'object') {
        data.append(name, new Blob([new Uint8Array(item.data)], { type: item.type ?? 'application/octet-stream' }), item.filename ?? `file-${++n}`);
      } else {
        data.append(name, String(item));
      }
    }
  }
  return data;
}
