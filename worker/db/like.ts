import { sql, type SQLWrapper } from 'drizzle-orm';

// Searches take the user's text literally: its % and _ are not wildcards. Every LIKE built from user text
// escapes them here and says `escape '\'`.

/** The text with LIKE's wildcards and the escape character escaped. */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);

/** The pattern matching the text anywhere. */
export const containsPattern = (s: string) => `%${escapeLike(s)}%`;

/** The column holds the text anywhere (SQLite LIKE ignores ASCII case). */
export const containsText = (column: SQLWrapper, text: string) => sql`${column} like ${containsPattern(text)} escape '\\'`;
