import { api, call } from '@web/lib/api';

/** Whether a router slug is free in the organization (the editor's asynchronous check). */
export async function checkCampaignSlug(slug: string, exceptId?: string): Promise<boolean> {
  const res = await call(api['campaign-routers']['slug-availability'].$get({ query: { slug, ...(exceptId ? { exceptId } : {}) } }));
  return (res.data as { available: boolean }).available;
}
