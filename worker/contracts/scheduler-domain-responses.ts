import * as v from 'valibot';
import { DOMAIN_STATUSES, type SchedulerDomainDto, type SchedulerDomainStateDto } from './scheduler-domain';
import { examples, instant, schemaOf } from './response-kit';

/** The answers of the scheduler domain API as valibot schemas (OpenAPI). */

const dnsRecordSchema = v.object({
  purpose: v.picklist(['routing', 'ownership', 'certificate']),
  type: v.picklist(['CNAME', 'TXT']),
  name: v.string(),
  value: v.string(),
});

export const schedulerDomainSchema = schemaOf<SchedulerDomainDto>()(
  v.object({
    hostname: v.string(),
    status: v.picklist(DOMAIN_STATUSES),
    hostnameStatus: v.nullable(v.string()),
    sslStatus: v.nullable(v.string()),
    records: v.array(dnsRecordSchema),
    verificationErrors: v.array(v.string()),
    rootRedirectUrl: v.nullable(v.string()),
    checkedAt: v.nullable(instant),
  }),
);

export const schedulerDomainStateSchema = schemaOf<SchedulerDomainStateDto>()(
  v.pipe(
    v.object({ configured: v.boolean(), domain: v.nullable(schedulerDomainSchema) }),
    examples({
      configured: true,
      domain: {
        hostname: 'meet.acme.com',
        status: 'pending',
        hostnameStatus: 'pending',
        sslStatus: 'pending_validation',
        records: [
          { purpose: 'routing', type: 'CNAME', name: 'meet.acme.com', value: 'customers.routewise.app' },
          { purpose: 'ownership', type: 'TXT', name: '_cf-custom-hostname.meet.acme.com', value: '5cc07c04-ea62-4a5a-95f0-419334a875a4' },
        ],
        verificationErrors: [],
        rootRedirectUrl: 'https://acme.com',
        checkedAt: '2026-12-07T15:00:00.000Z',
      },
    }),
  ),
);
