/**
 * The playback id of a Mux playback URL, or null when the text is not one: an HLS stream
 * (https://stream.mux.com/<id>.m3u8), the Mux Player page (https://player.mux.com/<id>) or a thumbnail
 * (https://image.mux.com/<id>/thumbnail.jpg|png|webp). Only https on Mux's own hosts counts; a playback id
 * is letters and digits (Mux's ids are; anything else could not name one).
 */
const ID = '([A-Za-z0-9]{1,128})';
const PATTERNS: Record<string, RegExp> = {
  'stream.mux.com': new RegExp(`^/${ID}\\.m3u8$`),
  'player.mux.com': new RegExp(`^/${ID}/?$`),
  'image.mux.com': new RegExp(`^/${ID}/thumbnail\\.(?:jpg|png|webp)$`),
};

export function muxPlaybackIdOf(text: string): string | null {
  let u: URL;
  try {
    u = new URL(text.trim());
  } catch {
    return null;
  }
  if (u.protocol !== 'https:' || u.username || u.password || u.port) return null;
  const pattern = PATTERNS[u.hostname.toLowerCase()];
  return pattern?.exec(u.pathname)?.[1] ?? null;
}
