import * as v from 'valibot';

// Personal access tokens (issue 30, "An MCP server"): a member's read-only credential for an AI assistant
// connecting to /mcp. The token is shown once, when it is created; afterwards only its prefix is.

export const PERSONAL_TOKEN_MESSAGES = {
  nameRequired: 'Name is a required field',
  nameTooLong: 'Name can be at most 80 characters',
  tooMany: 'You can have at most 20 active tokens. Revoke one you no longer use first.',
  shownOnce: 'Copy this token now: it will not be shown again.',
} as const;
/** Active (not revoked) tokens a member may hold at once. */
export const MAX_PERSONAL_TOKENS = 20;
/** Every token starts with this, so a leaked one is recognisable (secret scanners, logs). */
export const PERSONAL_TOKEN_PREFIX = 'rwpat_';

export const PersonalTokenInputSchema = v.object({
  name: v.pipe(
    v.string(PERSONAL_TOKEN_MESSAGES.nameRequired),
    v.trim(),
    v.nonEmpty(PERSONAL_TOKEN_MESSAGES.nameRequired),
    v.maxLength(80, PERSONAL_TOKEN_MESSAGES.nameTooLong),
  ),
});
export type PersonalTokenInput = v.InferOutput<typeof PersonalTokenInputSchema>;

/** A token as the profile lists it: never the token itself. */
export type PersonalTokenDto = { id: string; name: string; prefix: string; createdAt: string; lastUsedAt: string | null };
/** The answer to creating a token: the only time the token is in a response. */
export type CreatedPersonalTokenDto = PersonalTokenDto & { token: string };
