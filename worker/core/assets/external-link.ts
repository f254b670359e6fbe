import { parse } from 'tldts';
import type { ExternalProvider } from '../../contracts/assets';

/** The provider's embeddable player URL for a watch/share link, or null when the link is not one of them. */
type Classified = { provider: ExternalProvider; embedUrl: string };

const ID = /^[\w-]{6,64}$/;

function youtubeId(u: URL, sub: string): string | null {
  if (u.hostname === 'youtu.be') return u.pathname.split('/')[1] ?? null;
  if (sub !== '' && sub !== 'www' && sub !== 'm') return null;
  if (u.pathname === '/watch') return u.searchParams.get('v');
  const m = u.pathname.match(/^\/(?:embed|shorts|live)\/([^/]+)/);
  return m ? m[1] : null;
}

function vimeoId(u: URL, sub: string): string | null {
  if (sub === 'player') return u.pathname.match(/^\/video\/(\d+)/)?.[1] ?? null;
  if (sub !== '' && sub !== 'www') return null;
  return u.pathname.match(/^\/(?:.*\/)?(\d{5,})(?:\/|$)/)?.[1] ?? null;
}

function loomId(u: URL, sub: string): string | null {
  if (sub !== '' && sub !== 'www') return null;
  return u.pathname.match(/^\/(?:share|embed)\/([0-9a-f]{16,64})/i)?.[1] ?? null;
}

/**
 * Tells a pasted link's video provider (spec section 3, Asset: youtube, vimeo or loom) by its registrable
 * domain (so youtube.com.evil.test is not YouTube) and its path, and gives the player URL the page embeds.
 * Null for anything else: only https links to a video of the three are assets.
 */
export function classifyExternalLink(link: string): Classified | null {
  let u: URL;
  try {
    u = new URL(link.trim());
  } catch {
    return null;
  }
  if (u.protocol !== 'https:' && u.protocol !== 'http:') return null;
  if (u.username || u.password || (u.port && u.port !== '443')) return null;
  const p = parse(u.hostname);
  const sub = p.subdomain ?? '';
  let id: string | null = null;
  if (p.domain === 'youtube.com' || u.hostname === 'youtu.be') id = youtubeId(u, sub);
  if (id && ID.test(id)) return { provider: 'youtube', embedUrl: `https://www.youtube-nocookie.com/embed/${id}` };
  if (p.domain === 'vimeo.com') {
    const v = vimeoId(u, sub);
    if (v) return { provider: 'vimeo', embedUrl: `https://player.vimeo.com/video/${v}` };
  }
  if (p.domain === 'loom.com') {
    const l = loomId(u, sub);
    if (l) return { provider: 'loom', embedUrl: `https://www.loom.com/embed/${l.toLowerCase()}` };
  }
  return null;
}
