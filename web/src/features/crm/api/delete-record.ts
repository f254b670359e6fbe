import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { CRM_MODULE_LABELS, type CrmRecordDto } from '@contracts/crm';
import { call } from '@web/lib/api';
import { crmApi, crmKey } from './client';
import { recordQuery } from './get-record';

export function useDeleteRecord() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (record: CrmRecordDto) => {
      await call(crmApi.records[':id'].$delete({ param: { id: record.id } }));
      return record;
    },
    onSuccess: (record) => {
      qc.removeQueries({ queryKey: recordQuery(record.id).queryKey });
      void qc.invalidateQueries({ queryKey: crmKey });
      toast.success(`${CRM_MODULE_LABELS[record.module].one} deleted`);
    },
    onError: (e) => toast.error(e.message),
  });
}
