import { api, call } from '@web/lib/api';

export type SlugAvailability = { available: boolean; message: string | null };

/** GET /api/meeting-links/slug-availability: is this slug free (ignoring the link being edited)? */
export async function checkLinkSlug(slug: string, excludeId?: string, signal?: AbortSignal): Promise<SlugAvailability> {
  const res = await call(
    api['meeting-links']['slug-availability'].$get({ query: { slug, ...(excludeId ? { excludeId } : {}) } }, { init: { signal } }),
  );
  return res.data as SlugAvailability;
}
