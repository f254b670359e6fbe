/** The image types an upload may be, told from the file's first bytes (never from its name or the browser's type). */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/x-icon'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

const starts = (b: Uint8Array, sig: number[], at = 0) => sig.every((x, i) => b[at + i] === x);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/**
 * PNG, JPEG, GIF, WebP or ICO by their signatures; anything else is refused (null). SVG is refused on
 * purpose: it can carry script, and the assets are served from the product's own origin.
 */
export function sniffImage(b: Uint8Array): ImageType | null {
  if (starts(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts(b, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts(b, ascii('GIF87a')) || starts(b, ascii('GIF89a'))) return 'image/gif';
  if (starts(b, ascii('RIFF')) && starts(b, ascii('WEBP'), 8)) return 'image/webp';
  if (starts(b, [0x00, 0x00, 0x01, 0x00]) && b.length > 6 && b[4] + b[5] > 0) return 'image/x-icon';
  return null;
}

/** The spec's asset limit (section 9): 5 MB. */
export const ASSET_MAX_BYTES = 5 * 1024 * 1024;
