import type { CountryCode } from 'libphonenumber-js';
import type { Db } from '../../../db/client';
import type { Env } from '../../../env';
import type { IdempotencyRecord } from '../../../contracts/idempotency';
import type { ApiProblem } from '../../../contracts/common';
import { CAMPAIGN_MESSAGES, type CampaignQuestionDto, type CampaignSubmission, type PublicCampaignDto } from '../../../contracts/campaign';
import type { FormQuestion } from '../../../contracts/forms';
import type { SubmissionResultDto } from '../../../contracts/routing-sessions';
import { notFound, problemAt, problemsError } from '../../../core/errors';
import { enforceRateLimit } from '../../../lib/rate-limit';
import { normaliseEmail, normalisePhone } from '../../../core/routing/identity';
import { campaignContext, campaignPageParts, routeSubmission, type Defer } from '../../routing-sessions/service';
import { storedAnswer } from '../../idempotency/service';
import { publicBranding } from '../../branding/service';
import { publicAssetPage } from '../../assets/service';
import { pageCustomCode } from '../../meeting-settings/service';
import { pageMeta } from '../../../core/branding/page-brand';
import * as repo from '../repo';

/** Submissions one address may make to one router link in ten minutes. */
export const SUBMISSIONS_PER_WINDOW = 20;

const isPhone = (q: Pick<FormQuestion, 'contactField' | 'leadField'>) => q.contactField === 'phone' || q.leadField === 'phone';

/** The live router a public link names, with its organization; the same 404 for an unknown organization or slug. */
async function routerOfLink(db: Db, org: string, slug: string) {
  const account = await repo.findOrgByKey(db, org);
  const row = account ? await repo.findBySlug(db, account.id, slug) : undefined;
  if (!account || !row) throw notFound('Router');
  return { account, row };
}

/** GET /api/public/campaigns/{org}/{slug}: what the router link's page shows before any answer. */
export async function publicCampaign(env: Env, db: Db, org: string, slug: string): Promise<PublicCampaignDto> {
  const { account, row } = await routerOfLink(db, org, slug);
  const { form, type } = await campaignPageParts(db, row);
  if (!form) throw notFound('Router');
  const [brand, { page, og }, customCode] = await Promise.all([
    publicBranding(db, account.id),
    publicAssetPage(env, db, account.id, row.assetTemplateId),
    pageCustomCode(db, account.id),
  ]);
  const questions: CampaignQuestionDto[] = form.questions.map((q) => ({
    id: q.id,
    label: q.label,
    placeholder: q.placeholder,
    type: q.type,
    options: q.options,
    required: q.required,
    phone: isPhone(q),
  }));
  return {
    id: row.id,
    name: row.name,
    organization: { company: account.company, logoUrl: account.logoUrl },
    meetingType: type && { name: type.name, durationMinutes: type.durationMinutes, description: type.description },
    questions,
    // The router's consent text wins; a form with its own consent setting is the fallback.
    consent: row.consentEnabled ? { enabled: true, text: row.consentText } : { enabled: form.consentEnabled, text: form.consentText },
    submitLabel: form.submitLabel || 'Submit',
    defaultCountryCode: row.defaultCountryCode,
    page,
    theme: brand.theme,
    meta: pageMeta(
      og,
      { title: brand.metaTitle, description: brand.metaDescription, image: brand.metaImageUrl, favicon: brand.faviconUrl },
      { title: type?.name ?? row.name, description: type?.description || account.company },
    ),
    customCode,
  };
}

type Checked = { answers: Record<string, string | string[]>; errors: ApiProblem[] };

/**
 * Checks the answers against the contact form: the e-mail always, the required questions and consent only
 * when the prospect filled the form (a pre-filled link skips it). Phone answers are stored in E.164, read
 * in the router's default country when they carry no country code.
 */
export function checkAnswers(
  questions: FormQuestion[],
  input: Pick<CampaignSubmission, 'answers' | 'prefilled' | 'consent'>,
  consentRequired: boolean,
  country: string,
): Checked {
  const errors: ApiProblem[] = [];
  const err = (id: string, detail: string) => errors.push(problemAt(`/answers/${id}`, detail));
  const answers: Record<string, string | string[]> = {};
  const known = new Set(questions.map((q) => q.id));
  for (const [k, value] of Object.entries(input.answers))
    if (known.has(k)) answers[k] = Array.isArray(value) ? value.map((x) => x.trim()) : value.trim();
  const rawEmail = String(answers.email ?? '');
  if (!rawEmail) err('email', CAMPAIGN_MESSAGES.emailRequired);
  else if (!normaliseEmail(rawEmail)) err('email', CAMPAIGN_MESSAGES.emailInvalid);
  for (const q of questions) {
    if (q.id === 'email') continue;
    const value = answers[q.id];
    const empty = value === undefined || (Array.isArray(value) ? value.length === 0 : value === '');
    if (empty) {
      if (q.required && !input.prefilled) err(q.id, CAMPAIGN_MESSAGES.requiredField);
      continue;
    }
    if (isPhone(q) && typeof value === 'string') {
      const e164 = normalisePhone(value, country as CountryCode);
      if (!e164) err(q.id, CAMPAIGN_MESSAGES.invalidPhone);
      else answers[q.id] = e164;
    }
    if ((q.type === 'radio' || q.type === 'dropdown') && typeof value === 'string' && q.options.length && !q.options.includes(value))
      err(q.id, 'Choose one of the options');
  }
  if (consentRequired && !input.prefilled && !input.consent) errors.push(problemAt('/consent', CAMPAIGN_MESSAGES.consentNotGiven));
  return { answers, errors };
}

/**
 * POST /api/public/campaigns/{org}/{slug}/submissions: checks the answers, then routes them through the
 * inbound router's one path (same core, pods and session row), as a session of kind 'campaign'.
 */
export async function submitCampaign(
  env: Env,
  db: Db,
  org: string,
  slug: string,
  input: CampaignSubmission,
  idem: IdempotencyRecord | null,
  defer: Defer,
  ip: string,
  now = Date.now(),
): Promise<SubmissionResultDto> {
  const replay = await storedAnswer(db, idem);
  if (replay !== null) return replay as SubmissionResultDto;
  // The link is public and answers any origin: one address cannot flood a router's log and CRM.
  await enforceRateLimit(env, `campaign-submit:${ip}:${org}/${slug}`, SUBMISSIONS_PER_WINDOW, 10 * 60_000);
  const { row } = await routerOfLink(db, org, slug);
  const { form } = await campaignPageParts(db, row);
  if (!form) throw notFound('Router');
  const consentRequired = row.consentEnabled || form.consentEnabled;
  const { answers, errors } = checkAnswers(form.questions, input, consentRequired, row.defaultCountryCode);
  if (errors.length) throw problemsError('invalid', errors);
  const ctx = await campaignContext(db, row);
  return routeSubmission(
    env,
    db,
    ctx,
    { answers, pageUrl: input.pageUrl, referrer: input.referrer ?? null, utm: input.utm ?? {} },
    idem,
    defer,
    now,
    'campaign',
  );
}
