import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { CrmModule } from '@contracts/routing';
import type { CrmPageDto } from '@contracts/crm';
import type { FormDto } from '@contracts/forms';
import type { RouterPreviewDto, RouterPreviewInput } from '@contracts/router-preview';
import type { RouterSummaryDto } from '@contracts/routers';
import { api, call } from '@web/lib/api';

// The calls previews make from both the router editor and the rule editors (web features do not import each other).

/** Runs a prospect (typed answers, a CRM record) through a router, or one rule alone; nothing is stored, no turn taken. */
export const usePreview = () =>
  useMutation({
    mutationFn: async ({ routerId, body }: { routerId: string; body: RouterPreviewInput }): Promise<RouterPreviewDto> =>
      (await call(api.routers[':id'].preview.$post({ param: { id: routerId }, json: body as never }))).data as RouterPreviewDto,
  });

/** The inbound routers a rule preview can borrow a form and settings from. */
export const usePreviewRouters = () =>
  useQuery({
    queryKey: ['routers', 'preview-options'],
    queryFn: async (): Promise<RouterSummaryDto[]> => (await call(api.routers.$get({ query: {} }))).data as RouterSummaryDto[],
  });

/** A router's form, for the inputs a preview can type. */
export const usePreviewForm = (formId: string | undefined) =>
  useQuery({
    queryKey: ['routers', 'preview-form', formId],
    enabled: !!formId,
    queryFn: async (): Promise<FormDto> => (await call(api.forms[':id'].$get({ param: { id: formId! } }))).data as FormDto,
  });

/** CRM records of one module matching a search, the first few, to pick one for a preview. */
export const useCrmRecordSearch = (module: CrmModule, q: string) =>
  useQuery({
    queryKey: ['crm', 'preview-records', module, q],
    queryFn: async (): Promise<CrmPageDto> =>
      (await call(api.crm.records.$get({ query: { module, ...(q ? { q } : {}), pageSize: '8' } as never }))) as CrmPageDto,
    placeholderData: keepPreviousData,
  });
