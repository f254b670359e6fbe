import type { NavItem } from './nav';

const covers = (prefix: string, pathname: string) =>
  prefix === '/' ? pathname === '/' : pathname === prefix || pathname.startsWith(`${prefix}/`);

/**
 * The one entry a path belongs to: the longest of the entries' paths and `match` prefixes covering it,
 * so /meeting-links/manage lights Manage links only, not Meeting links as well.
 */
export function activeNavItem(pathname: string, items: NavItem[]): NavItem | undefined {
  let best: NavItem | undefined;
  let bestLength = -1;
  for (const item of items) {
    for (const prefix of [item.to.split('?')[0], ...(item.match ?? [])]) {
      if (covers(prefix, pathname) && prefix.length > bestLength) {
        best = item;
        bestLength = prefix.length;
      }
    }
  }
  return best;
}
