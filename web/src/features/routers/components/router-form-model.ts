import type { FieldErrors, Resolver } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  ROUTER_FLAGS,
  ROUTER_MESSAGES,
  ROUTER_WIZARD_STEPS,
  RouterInputSchema,
  type CrmModuleToUpdate,
  type RouterDto,
  type RouterInput,
  type RouterValues,
} from '@contracts/routers';

/** The router's on/off settings, as the contract names them. */
export const FLAG_NAMES = ROUTER_FLAGS;
export type FlagName = (typeof FLAG_NAMES)[number];

/** Which CRM module each record flag writes: leads only with a lead module, contacts only with a contact module, accounts with either. */
const RECORD_FLAG_MODULE: Partial<Record<FlagName, 'lead' | 'contact' | 'account'>> = {
  createLeads: 'lead',
  updateLeads: 'lead',
  createContacts: 'contact',
  updateContacts: 'contact',
  createAccounts: 'account',
  updateAccounts: 'account',
};

/** Whether a record flag acts for the chosen module (other flags always act); a flag that does not is neither shown nor saved. */
export function flagActsFor(module: CrmModuleToUpdate | '', flag: FlagName): boolean {
  const writes = RECORD_FLAG_MODULE[flag];
  if (!writes) return true;
  return writes === 'account' ? module !== '' : module === 'both' || module === writes;
}

/** Leads may not be created while contacts or accounts are written; only flags that act for the module count. */
export const leadsConflict = (f: Pick<RouterForm, 'crmModule' | FlagName>) =>
  f.createLeads &&
  flagActsFor(f.crmModule, 'createLeads') &&
  (['createContacts', 'updateContacts', 'createAccounts', 'updateAccounts'] as const).some((n) => f[n] && flagActsFor(f.crmModule, n));

export type QueryParamDraft = { key: string; formField: string };

/** The wizard's values: selects hold '' for "nothing chosen yet"; `toInput` turns them into the contract's shape. */
export type RouterForm = {
  name: string;
  formId: string;
  meetingTypeId: string;
  matchingEnabled: boolean;
  matchingRuleIds: string[];
  distributionRuleIds: string[];
  fallbackPodId: string;
  redistributionEnabled: boolean;
  notBookedMinutes: number;
  redistributionRuleIds: string[];
  redirects: { bookedUrl: string; notBookedUrl: string; disqualifiedUrl: string; queryParams: QueryParamDraft[] };
  crmModule: CrmModuleToUpdate | '';
} & Record<FlagName, boolean>;

type FieldName = keyof RouterForm;
type StepKey = (typeof ROUTER_WIZARD_STEPS)[number]['key'];

const STEP_DETAILS: Record<StepKey, { description: string; fields: FieldName[] }> = {
  form: { description: 'Form and meeting type', fields: ['formId', 'meetingTypeId'] },
  matching: { description: 'Find CRM owners', fields: ['matchingEnabled', 'matchingRuleIds'] },
  distribution: { description: 'Round robin pods', fields: ['distributionRuleIds', 'fallbackPodId'] },
  redistribution: { description: 'When nobody books', fields: ['redistributionEnabled', 'notBookedMinutes', 'redistributionRuleIds'] },
  redirects: { description: 'Where prospects go next', fields: ['redirects'] },
  configure: { description: 'Name and CRM settings', fields: ['name', 'crmModule', ...FLAG_NAMES] },
};

/** The six wizard steps (spec section 2) with the fields each one validates before Next. */
export const STEPS = ROUTER_WIZARD_STEPS.map((s) => ({ id: s.key, title: s.title, ...STEP_DETAILS[s.key] }));
export const STEP_INDEX = Object.fromEntries(STEPS.map((s, i) => [s.id, i])) as Record<StepKey, number>;
export const FIELD_NAMES: string[] = STEPS.flatMap((s) => s.fields);

/** The first step holding one of these field paths ('redirects.queryParams.0.key' is on Set redirect URLs); -1 if none. */
export function firstStepWithError(paths: string[]): number {
  const steps = paths.map((p) => STEPS.findIndex((s) => (s.fields as string[]).includes(p.split('.')[0]))).filter((i) => i >= 0);
  return steps.length ? Math.min(...steps) : -1;
}

/** A new router starts from the contract's defaults. */
export function newRouterValues(): RouterForm {
  return {
    name: '',
    formId: '',
    meetingTypeId: '',
    matchingEnabled: true,
    matchingRuleIds: [],
    distributionRuleIds: [],
    fallbackPodId: '',
    redistributionEnabled: false,
    notBookedMinutes: 10,
    redistributionRuleIds: [],
    redirects: { bookedUrl: '', notBookedUrl: '', disqualifiedUrl: '', queryParams: [] },
    crmModule: '',
    disqualifyFreeEmail: false,
    disqualifyLowQuality: false,
    disqualifyInvalidEmail: true,
    checkExistingEmail: true,
    overrideExistingOwner: false,
    createContacts: false,
    updateContacts: false,
    createLeads: false,
    updateLeads: false,
    createAccounts: false,
    updateAccounts: false,
  };
}

/** A saved router as editor values. */
export function formValuesOf(r: RouterValues): RouterForm {
  const flags = Object.fromEntries(FLAG_NAMES.map((f) => [f, r[f]])) as Record<FlagName, boolean>;
  return {
    name: r.name,
    formId: r.formId,
    meetingTypeId: r.meetingTypeId,
    matchingEnabled: r.matchingEnabled,
    matchingRuleIds: [...r.matchingRuleIds],
    distributionRuleIds: [...r.distributionRuleIds],
    fallbackPodId: r.fallbackPodId ?? '',
    redistributionEnabled: r.redistributionEnabled,
    notBookedMinutes: r.notBookedMinutes,
    redistributionRuleIds: [...r.redistributionRuleIds],
    redirects: { ...r.redirects, queryParams: r.redirects.queryParams.map((p) => ({ ...p })) },
    crmModule: r.crmModule,
    ...flags,
  };
}

/** /routers/:id/clone: the router's settings under 'Copy of …', created as a new router. */
export function cloneValuesOf(dto: RouterDto): RouterForm {
  return { ...formValuesOf(dto), name: `Copy of ${dto.name}`.slice(0, 120) };
}

/** The contract's input; rule lists of a switched-off section are sent empty so nothing stale is kept. */
export function toInput(f: RouterForm): RouterInput {
  return {
    ...f,
    name: f.name,
    matchingRuleIds: f.matchingEnabled ? f.matchingRuleIds : [],
    fallbackPodId: f.fallbackPodId || null,
    redistributionRuleIds: f.redistributionEnabled ? f.redistributionRuleIds : [],
    notBookedMinutes: f.notBookedMinutes as RouterInput['notBookedMinutes'],
    crmModule: (f.crmModule || undefined) as RouterInput['crmModule'],
    ...Object.fromEntries(FLAG_NAMES.filter((n) => !flagActsFor(f.crmModule, n)).map((n) => [n, false])),
  };
}

// The same cross-field rules the contract's pipe holds. Valibot runs a pipe's checks only once every
// field is valid, and the name is filled in on the last step, so without these the earlier steps would
// never see them.
function crossFieldErrors(f: RouterForm): Partial<Record<FieldName, string>> {
  const errors: Partial<Record<FieldName, string>> = {};
  if (f.matchingEnabled && f.matchingRuleIds.length === 0) errors.matchingRuleIds = ROUTER_MESSAGES.matchingRuleRequired;
  if (f.distributionRuleIds.length === 0 && !f.fallbackPodId) {
    errors.distributionRuleIds = f.matchingEnabled ? ROUTER_MESSAGES.distributionRuleRequired : ROUTER_MESSAGES.matchingOrDistribution;
  }
  if (f.redistributionEnabled && f.redistributionRuleIds.length === 0)
    errors.redistributionRuleIds = ROUTER_MESSAGES.redistributionRuleRequired;
  if (leadsConflict(f)) errors.createLeads = ROUTER_MESSAGES.leadsExclusive;
  return errors;
}

const schemaResolver = valibotResolver(RouterInputSchema);

/** Validates the contract's input built from the wizard values, with the cross-field rules alongside. */
export const routerResolver: Resolver<RouterForm, unknown, RouterInput> = async (values, context, options) => {
  const result = await schemaResolver(toInput(values) as never, context, options as never);
  const errors = result.errors as FieldErrors<RouterForm> & Record<string, unknown>;
  const cross = crossFieldErrors(values);
  if (Object.keys(errors).length === 0 && Object.keys(cross).length === 0) return result as never;
  for (const [field, message] of Object.entries(cross)) errors[field] ??= { type: 'custom', message };
  return { values: {}, errors } as never;
};
