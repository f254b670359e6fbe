import { useMutation } from '@tanstack/react-query';
import type { ExportAcceptedDto, ExportRequest } from '@contracts/reports';
import { api, call } from '@web/lib/api';

/** "E-mail me this export": queues the export (one per click, however often the request is retried); answers with the message to show. */
export const useRequestExport = () =>
  useMutation({
    mutationFn: async (body: ExportRequest): Promise<ExportAcceptedDto> =>
      (await call(api.exports.$post({ json: body as never }, { headers: { 'idempotency-key': crypto.randomUUID() } }))).data as ExportAcceptedDto,
  });
