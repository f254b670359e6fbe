import * as v from 'valibot';
import { instant, schemaOf } from './response-kit';
import type { CreatedPersonalTokenDto, PersonalTokenDto } from './personal-tokens';

const tokenFields = {
  id: v.string(),
  name: v.string(),
  prefix: v.pipe(v.string(), v.description('The first characters of the token, to tell tokens apart')),
  createdAt: instant,
  lastUsedAt: v.nullable(instant),
};
export const personalTokenSchema = schemaOf<PersonalTokenDto>()(v.object(tokenFields));
export const createdPersonalTokenSchema = schemaOf<CreatedPersonalTokenDto>()(
  v.object({
    ...tokenFields,
    token: v.pipe(v.string(), v.description('The token, shown this once: only its hash is stored')),
  }),
);
