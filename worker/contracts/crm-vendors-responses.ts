import * as v from 'valibot';
import type { CrmVendorConnectionDto } from './crm-vendors';
import { schemaOf } from './response-kit';

/**
 * The answer of the vendor-specific connect flows (/api/crm-vendors) as a valibot schema: the OpenAPI
 * document describes the success body from it, and the type check at the bottom keeps it equal to the
 * DTO type the service returns.
 */

export const crmVendorConnectionSchema = schemaOf<CrmVendorConnectionDto>()(
  v.pipe(
    v.object({
      id: v.string(),
      provider: v.string(),
      status: v.pipe(v.string(), v.description('connected, partially_connected, expired, requires_reconnection, connecting or failed')),
      externalAccountName: v.string(),
    }),
    v.metadata({
      examples: [{ id: 'int_7d3e1b', provider: 'freshsales', status: 'connected', externalAccountName: 'acme.myfreshworks.com' }],
    }),
  ),
);

// The schema must describe exactly the type the service returns.
