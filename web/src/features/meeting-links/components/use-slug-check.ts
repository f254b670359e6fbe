import * as React from 'react';
import { LINK_MESSAGES, SLUG_PATTERN } from '@contracts/meeting-links';
import type { SlugStatus } from '@web/components/ui/slug-input';
import { checkLinkSlug } from '../api/check-slug';

export type SlugCheck = { status: SlugStatus; message: string | null };

/**
 * Checks a slug as it is typed: the allowed characters at once, then (after a pause) whether it is
 * free. The saved slug of the link being edited counts as free without asking.
 */
export function useSlugCheck(
  slug: string,
  { excludeId, savedSlug, delay = 400 }: { excludeId?: string; savedSlug?: string; delay?: number } = {},
): SlugCheck {
  const value = slug.trim();
  const [result, setResult] = React.useState<SlugCheck & { slug: string }>({ slug: '', status: 'idle', message: null });
  const local: SlugCheck | null =
    !value || value === savedSlug
      ? { status: 'idle', message: null }
      : !SLUG_PATTERN.test(value) || value.length > 80
        ? { status: 'unavailable', message: LINK_MESSAGES.invalidSlug }
        : null;

  React.useEffect(() => {
    if (local) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setResult({ slug: value, status: 'checking', message: null });
      checkLinkSlug(value, excludeId, controller.signal)
        .then((r) =>
          setResult({
            slug: value,
            status: r.available ? 'available' : 'unavailable',
            message: r.available ? null : (r.message ?? LINK_MESSAGES.slugInUse),
          }),
        )
        .catch(() => !controller.signal.aborted && setResult({ slug: value, status: 'idle', message: null }));
    }, delay);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value, excludeId, delay, !!local]);

  if (local) return local;
  return result.slug === value ? { status: result.status, message: result.message } : { status: 'checking', message: null };
}
