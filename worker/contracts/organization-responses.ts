import * as v from 'valibot';
import { zoneName } from './auth-responses';
import { SIGNUP_MODES, type OrganizationDto, type TrustedOriginsDto } from './organization';
import { ENTERPRISE_FEATURES, PLANS, type PlanDto } from './plans';
import { examples, schemaOf } from './response-kit';

/**
 * The answers of the organization settings APIs (details, plan, trusted origins) as valibot schemas:
 * the OpenAPI document describes each success body from these, and the type checks at the bottom keep
 * them equal to the DTO types the services return.
 */

export const organizationSchema = schemaOf<OrganizationDto>()(
  v.pipe(
    v.object({
      id: v.string(),
      company: v.string(),
      logoUrl: v.nullable(v.string()),
      defaultTimezone: zoneName,
      emailDomain: v.nullable(v.string()),
      domainAllowlist: v.pipe(
        v.array(v.string()),
        v.description('Domains whose addresses may sign up into the organization (signupMode allowed_domains)'),
      ),
      signupMode: v.picklist(SIGNUP_MODES),
      timeFormat: v.picklist(['12h', '24h']),
      allowChangesAfterStart: v.boolean(),
      onboarded: v.boolean(),
    }),
    examples({
      id: 'a_1',
      company: 'Acme',
      logoUrl: null,
      defaultTimezone: 'Europe/Berlin',
      emailDomain: 'acme.test',
      domainAllowlist: ['acme.test'],
      signupMode: 'invite_only',
      timeFormat: '24h',
      allowChangesAfterStart: false,
      onboarded: true,
    }),
  ),
);

export const planSchema = schemaOf<PlanDto>()(
  v.pipe(
    v.object({
      plan: v.picklist(PLANS),
      label: v.string(),
      features: v.array(
        v.object({ feature: v.picklist(ENTERPRISE_FEATURES), label: v.string(), included: v.boolean(), message: v.string() }),
      ),
    }),
    examples({
      plan: 'standard',
      label: 'Standard',
      features: [
        {
          feature: 'sms',
          label: 'SMS integration',
          included: false,
          message: 'SMS integration is available on the Enterprise plan. Contact us to enable it.',
        },
      ],
    }),
  ),
);

export const trustedOriginsSchema = schemaOf<TrustedOriginsDto>()(
  v.pipe(
    v.object({
      trustedOrigins: v.pipe(v.array(v.string()), v.description('Origins (scheme, host and port) allowed to call the widget routing API')),
    }),
    v.metadata({ examples: [{ trustedOrigins: ['https://www.acme.test'] }] }),
  ),
);
