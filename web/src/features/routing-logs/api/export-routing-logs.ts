import { useMutation } from '@tanstack/react-query';
import type { RoutingLogView } from '@contracts/routing-sessions';
import { api, call } from '@web/lib/api';

export type RoutingLogExport = { view: RoutingLogView; search?: string; routerId?: string; since?: string };

/** Asks the server to e-mail the filtered log as CSV; answers with the message to show. */
export const useExportRoutingLogs = () =>
  useMutation({
    mutationFn: async (body: RoutingLogExport): Promise<string> => (await call(api['routing-logs'].exports.$post({ json: body }))).data.message,
  });
