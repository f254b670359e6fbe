import { idParam } from '../../contracts/common';
import { PersonalTokenInputSchema } from '../../contracts/personal-tokens';
import { createdPersonalTokenSchema, personalTokenSchema } from '../../contracts/personal-tokens-responses';
import { docCreated, docDone, docList } from '../../http/doc-answers';
import { signedInRoutes } from '../../http/session';
import { validate } from '../../http/validate';
import { createExtensionToken, createOutlookToken, createToken, listTokens, revokeToken } from './service';
import { noContent } from '../../http/answers';

const TAG = 'profile';

/** /api/profile/tokens: the signed-in member's personal access tokens for the MCP server. */
export const personalTokenRoutes = signedInRoutes()
  .get('/', docList(TAG, 'My personal access tokens (never the tokens themselves)', personalTokenSchema), async (c) =>
    c.json({ data: await listTokens(c.var.db, c.var.caller) }),
  )
  .post(
    '/',
    docCreated(TAG, 'Create a personal access token for the MCP server; the token is in this answer only', createdPersonalTokenSchema),
    validate('json', PersonalTokenInputSchema),
    async (c) => c.json({ data: await createToken(c.var.db, c.var.caller, c.req.valid('json')) }, 201),
  )
  .post(
    '/extension',
    docCreated(
      TAG,
      'Approve the browser extension: a token that opens only its calls, handed to it by the connect page; the token is in this answer only',
      createdPersonalTokenSchema,
    ),
    async (c) => c.json({ data: await createExtensionToken(c.var.db, c.var.caller) }, 201),
  )
  .post(
    '/outlook',
    docCreated(
      TAG,
      "Approve the Outlook add-in: a token with the extension's calls, handed to the taskpane by the Office dialog; the token is in this answer only",
      createdPersonalTokenSchema,
    ),
    async (c) => c.json({ data: await createOutlookToken(c.var.db, c.var.caller) }, 201),
  )
  .delete('/:id', docDone(TAG, 'Revoke one of my personal access tokens'), validate('param', idParam), async (c) =>
    noContent(c, revokeToken(c.var.db, c.var.caller, c.req.valid('param').id)),
  );
