import { useMutation } from '@tanstack/react-query';
import type { RoutingLogView } from '@contracts/routing-sessions';
import { api, call } from '@web/lib/api';
import type { RoutingLogNarrowing } from './list-routing-logs';

export type RoutingLogExport = { view: RoutingLogView; search?: string; routerId?: string } & RoutingLogNarrowing;

/** Asks the server to e-mail the filtered log as CSV; answers with the message to show. */
export const useExportRoutingLogs = () =>
  useMutation({
    // Through the exports queue: the file is built page by page however large the log is.
    mutationFn: async (body: RoutingLogExport): Promise<string> =>
      (
        await call(
          api.exports.$post({ json: { kind: 'routing_logs', filters: body } }, { headers: { 'idempotency-key': crypto.randomUUID() } }),
        )
      ).data.message,
  });
