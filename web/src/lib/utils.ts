import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}

export function initials(name: string) {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((p) => p[0]!.toUpperCase())
    .join('');
}

/** `format()`, or `fallback` where it throws (a time zone or date the browser cannot format). */
export function formatOr(format: () => string, fallback: string) {
  try {
    return format();
  } catch {
    return fallback;
  }
}

/** A public address's slug from a name (links, home pages): 'Intro Call (EMEA)' -> 'intro-call-emea', accents dropped. */
export const slugify = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
