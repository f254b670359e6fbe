import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type * as v from 'valibot';
import { CRM_MODULE_LABELS, type CrmRecordDto, type crmRecordInputSchema, type crmRecordUpdateSchema } from '@contracts/crm';
import { call } from '@web/lib/api';
import { useRefreshingMutation } from '@web/lib/cache-mutation';
import { crmApi, crmKey } from './client';
import { recordQuery } from './get-record';

export function useCreateRecord() {
  return useRefreshingMutation(
    async (json: v.InferInput<typeof crmRecordInputSchema>): Promise<CrmRecordDto> =>
      (await call(crmApi.records.$post({ json }))).data as CrmRecordDto,
    [crmKey],
    (data) => `${CRM_MODULE_LABELS[data.module].one} created`,
  );
}

export function useUpdateRecord() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, json }: { id: string; json: v.InferInput<typeof crmRecordUpdateSchema> }): Promise<CrmRecordDto> =>
      (await call(crmApi.records[':id'].$patch({ param: { id }, json }))).data as CrmRecordDto,
    onSuccess: (data) => {
      qc.setQueryData(recordQuery(data.id).queryKey, data);
      void qc.invalidateQueries({ queryKey: crmKey });
      toast.success(`${CRM_MODULE_LABELS[data.module].one} updated`);
    },
  });
}
