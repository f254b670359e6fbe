/** The video types an upload may be, told from the file's first bytes. */
export const VIDEO_TYPES = ['video/mp4', 'video/webm', 'video/quicktime'] as const;
export type VideoType = (typeof VIDEO_TYPES)[number];

const text = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to));

/**
 * MP4 (an ISO base media `ftyp` box with an mp4/isom/avc brand), QuickTime (`ftyp` brand `qt  `) or WebM
 * (an EBML header with doctype webm); anything else is refused (null), whatever its name or declared type.
 */
export function sniffVideo(b: Uint8Array): VideoType | null {
  if (b.length >= 12 && text(b, 4, 8) === 'ftyp') {
    const brand = text(b, 8, 12);
    if (brand === 'qt  ') return 'video/quicktime';
    if (/^(isom|iso[2-9]|mp4[12]|avc1|M4V |dash|mmp4)$/.test(brand)) return 'video/mp4';
    return null;
  }
  if (b.length >= 4 && b[0] === 0x1a && b[1] === 0x45 && b[2] === 0xdf && b[3] === 0xa3)
    return text(b, 0, Math.min(b.length, 64)).includes('webm') ? 'video/webm' : null;
  return null;
}
