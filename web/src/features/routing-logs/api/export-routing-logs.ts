import { useMutation } from '@tanstack/react-query';
import type { SessionRouterKind } from '@contracts/routing-logs';
import type { RoutingLogView } from '@contracts/routing-sessions';
import { api, call } from '@web/lib/api';

export type RoutingLogExport = {
  view: RoutingLogView;
  search?: string;
  routerId?: string;
  since?: string;
  until?: string;
  podId?: string;
  assigneeId?: string;
  ruleId?: string;
  routerKind?: SessionRouterKind;
};

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
