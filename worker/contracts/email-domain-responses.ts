import * as v from 'valibot';
import { EMAIL_DOMAIN_STATUSES, type EmailDnsRecordDto, type EmailDomainDto, type EmailDomainStateDto } from './email-domain';
import { examples, instant, schemaOf } from './response-kit';

/** The answers of the e-mail domain API as valibot schemas (OpenAPI). */

const emailDnsRecordSchema = schemaOf<EmailDnsRecordDto>()(
  v.object({
    record: v.picklist(['DKIM', 'SPF', 'DMARC', 'Return-Path', 'Other']),
    type: v.picklist(['TXT', 'MX', 'CNAME']),
    name: v.string(),
    value: v.string(),
    priority: v.nullable(v.number()),
    ttl: v.string(),
    status: v.string(),
  }),
);

export const emailDomainSchema = schemaOf<EmailDomainDto>()(
  v.object({
    domain: v.string(),
    notificationPrefix: v.string(),
    fromAddress: v.string(),
    status: v.picklist(EMAIL_DOMAIN_STATUSES),
    providerStatus: v.nullable(v.string()),
    records: v.array(emailDnsRecordSchema),
    checkedAt: v.nullable(instant),
  }),
);

export const emailDomainStateSchema = schemaOf<EmailDomainStateDto>()(
  v.pipe(
    v.object({ configured: v.boolean(), defaultFrom: v.string(), currentFrom: v.string(), domain: v.nullable(emailDomainSchema) }),
    examples({
      configured: true,
      defaultFrom: 'Routewise <no-reply@routewise.app>',
      currentFrom: 'Routewise <no-reply@routewise.app>',
      domain: {
        domain: 'acme.com',
        notificationPrefix: 'meetings',
        fromAddress: 'meetings@acme.com',
        status: 'pending',
        providerStatus: 'pending',
        records: [
          {
            record: 'DKIM',
            type: 'TXT',
            name: 'resend._domainkey',
            value: 'p=MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQDsc4Lh8x',
            priority: null,
            ttl: 'Auto',
            status: 'pending',
          },
          {
            record: 'SPF',
            type: 'MX',
            name: 'send',
            value: 'feedback-smtp.us-east-1.amazonses.com',
            priority: 10,
            ttl: 'Auto',
            status: 'pending',
          },
          {
            record: 'SPF',
            type: 'TXT',
            name: 'send',
            value: '"v=spf1 include:amazonses.com ~all"',
            priority: null,
            ttl: 'Auto',
            status: 'pending',
          },
        ],
        checkedAt: '2026-12-07T15:00:00.000Z',
      },
    }),
  ),
);
