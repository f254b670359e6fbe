import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import * as crm from './crm-responses';
import * as crmVendors from './crm-vendors-responses';
import * as enrichment from './enrichment-responses';
import * as integrations from './integrations-responses';
import * as messaging from './messaging-responses';
import * as signals from './signals-responses';
import * as workflows from './workflows-responses';

// The OpenAPI document shows these examples as what the API answers; one that its own schema refuses would mislead a reader.
const files = { crm, crmVendors, enrichment, integrations, messaging, signals, workflows };
const withExamples = Object.entries(files).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter((e): e is [string, v.GenericSchema] => typeof e[1] === 'object' && e[1] !== null && 'kind' in e[1] && e[1].kind === 'schema')
    .flatMap(([name, schema]) =>
      ((v.getMetadata(schema as never) as { examples?: unknown[] }).examples ?? []).map(
        (example, i) => [`${file}.${name} #${i + 1}`, schema, example] as const,
      ),
    ),
);

describe('examples of the CRM, integrations, enrichment, workflows, messaging and signals answers', () => {
  it('are there for the main answers', () => {
    expect(withExamples.length).toBeGreaterThanOrEqual(14);
  });

  it.each(withExamples)('%s matches its schema', (_name, schema, example) => {
    const r = v.safeParse(schema, example);
    expect(r.success ? [] : r.issues.map((i) => `${v.getDotPath(i)}: ${i.message}`)).toEqual([]);
  });
});
