/** An image of a run as Lighthouse gave it, before it is stored. */
export type RawImage = {
  bytes: Buffer;
  contentType: 'image/jpeg' | 'image/png' | 'image/webp';
  width: number;
  height: number;
  timingMs: number;
};

const types = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;

/**
 * A `data:image/…;base64,…` URL (how Lighthouse hands over screenshots) → its bytes and size;
 * null for anything else or an image whose size cannot be read.
 */
export function imageFromDataUrl(dataUrl: unknown, timingMs: number): RawImage | null {
  if (typeof dataUrl !== 'string') return null;
  const match = /^data:image\/(jpeg|png|webp);base64,([A-Za-z0-9+/=]+)$/.exec(dataUrl);
  if (!match) return null;
  const bytes = Buffer.from(match[2]!, 'base64');
  const contentType = types[match[1] as keyof typeof types];
  const size = contentType === 'image/jpeg' ? jpegSize(bytes) : pngOrWebpSize(bytes);
  if (!size) return null;
  return { bytes, contentType, ...size, timingMs: Math.max(0, Math.round(timingMs)) };
}

/** Width and height from a JPEG's start-of-frame segment. */
export function jpegSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1]!;
    const length = bytes.readUInt16BE(offset + 2);
    const startOfFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (startOfFrame) {
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
    offset += 2 + length;
  }
  return null;
}

function pngOrWebpSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.length >= 24 && bytes.toString('latin1', 1, 4) === 'PNG') {
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  // Lighthouse's screenshots are JPEG; WebP (VP8 only) is read for completeness.
  if (bytes.length >= 30 && bytes.toString('latin1', 12, 16) === 'VP8 ') {
    return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  }
  return null;
}
