import type { Resolver } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { RedirectRuleInputSchema, type RedirectRuleDto, type RedirectRuleInput, type RedirectRuleType } from '@contracts/routers';
import { toCondition, toDraft, type ConditionDraft } from '@web/components/rules/condition-model';

export type RedirectRuleForm = {
  name: string;
  type: RedirectRuleType;
  conditions: ConditionDraft[];
  url: string;
  queryParams: { key: string; formField: string }[];
};

export const FIELD_NAMES = ['name', 'type', 'conditions', 'url', 'queryParams'] as const;

export const newRedirectRuleValues = (type: RedirectRuleType): RedirectRuleForm => ({
  name: '',
  type,
  conditions: [],
  url: '',
  queryParams: [],
});

export const formValuesOf = (dto: RedirectRuleDto): RedirectRuleForm => ({
  name: dto.name,
  type: dto.type,
  conditions: dto.conditions.map(toDraft),
  url: dto.url,
  queryParams: dto.queryParams.map((p) => ({ ...p })),
});

export const toInput = (f: RedirectRuleForm): RedirectRuleInput => ({ ...f, conditions: f.conditions.map(toCondition) });

const schemaResolver = valibotResolver(RedirectRuleInputSchema);

/** Validates the contract's input built from the editor values (conditions as the builder drafts them). */
export const redirectRuleResolver: Resolver<RedirectRuleForm, unknown, RedirectRuleInput> = (values, context, options) =>
  schemaResolver(toInput(values) as never, context, options as never) as never;
