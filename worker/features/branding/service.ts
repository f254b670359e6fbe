import type { Db } from '../../db/client';
import type { Read } from '../../db/batch';
import type { Caller } from '../../env';
import type { BrandingDto, ThemeDto, UpdateBrandingInput } from '../../contracts/branding';
import * as repo from './repo';

export const getBranding = (db: Db, accountId: string) => repo.findBranding(db, accountId);

/** Applies the fields given; an empty title, description or URL clears it (the page then uses its own default). */
export async function updateBranding(db: Db, caller: Caller, input: UpdateBrandingInput): Promise<BrandingDto> {
  const before = await repo.findBranding(db, caller.accountId);
  const blank = (s: string | null | undefined, was: string | null) => (s === undefined ? was : s || null);
  const next: BrandingDto = {
    primaryColor: input.primaryColor ?? before.primaryColor,
    colorMode: input.colorMode ?? before.colorMode,
    style: input.style ?? before.style,
    submitLabel: input.submitLabel ?? before.submitLabel,
    metaTitle: blank(input.metaTitle, before.metaTitle),
    metaDescription: blank(input.metaDescription, before.metaDescription),
    metaImageUrl: blank(input.metaImageUrl, before.metaImageUrl),
    faviconUrl: blank(input.faviconUrl, before.faviconUrl),
  };
  await repo.saveBranding(db, caller.accountId, next, Date.now());
  return next;
}

/** For the public pages: the theme a prospect sees, and the head tags the organization set. */
export async function publicBranding(db: Db, accountId: string): Promise<PublicBranding> {
  return publicOf(await repo.findBranding(db, accountId));
}
type PublicBranding = { theme: ThemeDto } & Omit<BrandingDto, keyof ThemeDto>;

/** publicBranding as a read that can join a caller's batch (the routing submission reads it with its router). */
export const publicBrandingRead = (db: Db, accountId: string): Read<PublicBranding> => ({
  stmts: [repo.brandingStmt(db, accountId)],
  of: ([rows]) => publicOf(repo.brandingOf(rows as unknown[])),
});

const publicOf = ({ primaryColor, colorMode, style, submitLabel, ...meta }: BrandingDto): PublicBranding => ({
  theme: { primaryColor, colorMode, style, submitLabel },
  ...meta,
});

export { assetUrl, keyOfAssetUrl, removeUpload, storedUpload } from './parts/assets';
