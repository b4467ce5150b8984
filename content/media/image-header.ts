/**
 * The pixel size written in the header of a JPEG or PNG file, read
 * synchronously (the content loader is synchronous). Used for a photo the
 * variants manifest does not know yet: one uploaded in the editor since the
 * last build (scripts/build/images/build-variants.mjs adds it at the next build).
 */
export interface PixelSize {
  readonly width: number;
  readonly height: number;
}

/** JPEG start-of-frame markers (baseline, progressive, lossless…), which hold the size. */
const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

function jpegSize(bytes: Uint8Array): PixelSize | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return undefined;
    const marker = bytes[offset + 1] ?? 0;
    // Fill bytes and markers without a length (RSTn, TEM).
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      offset += 2;
      continue;
    }
    if (SOF.has(marker)) {
      return { height: view.getUint16(offset + 5), width: view.getUint16(offset + 7) };
    }
    offset += 2 + view.getUint16(offset + 2);
  }
  return undefined;
}

function pngSize(bytes: Uint8Array): PixelSize | undefined {
  if (bytes.length < 24) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47];

/** The size of a JPEG or PNG from its bytes; undefined for other formats or a broken header. */
export function headerSize(bytes: Uint8Array): PixelSize | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return jpegSize(bytes);
  if (PNG_SIGNATURE.every((b, i) => bytes[i] === b)) return pngSize(bytes);
  return undefined;
}
