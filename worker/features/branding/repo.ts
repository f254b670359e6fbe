import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brandings } from '../../db/schema/branding';
import { DEFAULT_THEME, type BrandingDto } from '../../contracts/branding';

type Row = typeof brandings.$inferSelect;

const toDto = (r: Row | undefined): BrandingDto =>
  r
    ? {
        primaryColor: r.primaryColor,
        colorMode: r.colorMode,
        style: r.style,
        submitLabel: r.submitLabel,
        metaTitle: r.metaTitle,
        metaDescription: r.metaDescription,
        metaImageUrl: r.metaImageUrl,
        faviconUrl: r.faviconUrl,
      }
    : { ...DEFAULT_THEME, metaTitle: null, metaDescription: null, metaImageUrl: null, faviconUrl: null };

/** The organization's branding, or the defaults when it never saved any. */
export const brandingStmt = (db: Db, accountId: string) => db.select().from(brandings).where(eq(brandings.accountId, accountId));
/** The organization's branding from brandingStmt's rows (the defaults when it never saved one). */
export const brandingOf = (rows: unknown[]): BrandingDto => toDto(rows[0] as Row | undefined);

export async function findBranding(db: Db, accountId: string): Promise<BrandingDto> {
  return toDto(await brandingStmt(db, accountId).get());
}

/** Writes the whole record (insert or replace): the service merges the change into what was read. */
export async function saveBranding(db: Db, accountId: string, b: BrandingDto, at: number) {
  const row = { ...b, accountId, updatedAt: at };
  await db
    .insert(brandings)
    .values(row)
    .onConflictDoUpdate({ target: brandings.accountId, set: { ...b, updatedAt: at } })
    .run();
}
