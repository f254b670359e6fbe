import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
// @ts-expect-error a plain .mjs script without type declarations
import { generateTypes, TYPES } from '../../../scripts/openapi-types.mjs';

it('the typed client was generated from the current document (else run `node scripts/openapi-types.mjs`)', async () => {
  expect(readFileSync(TYPES, 'utf8')).toBe(await generateTypes());
}, 60_000);
