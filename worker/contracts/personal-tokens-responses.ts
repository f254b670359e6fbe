import * as v from 'valibot';
import { instant, type Out, type Same } from './response-kit';
import type { CreatedPersonalTokenDto, PersonalTokenDto } from './personal-tokens';

const tokenFields = {
  id: v.string(),
  name: v.string(),
  prefix: v.pipe(v.string(), v.description('The first characters of the token, to tell tokens apart')),
  createdAt: instant,
  lastUsedAt: v.nullable(instant),
};
export const personalTokenSchema = v.object(tokenFields);
export const createdPersonalTokenSchema = v.object({
  ...tokenFields,
  token: v.pipe(v.string(), v.description('The token, shown this once: only its hash is stored')),
});

// The schemas must describe exactly the types the service returns.
export const SCHEMAS_MATCH_TYPES: [
  Same<PersonalTokenDto, Out<typeof personalTokenSchema>>,
  Same<CreatedPersonalTokenDto, Out<typeof createdPersonalTokenSchema>>,
] = [true, true];
