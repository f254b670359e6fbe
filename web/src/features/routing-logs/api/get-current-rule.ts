import { useQuery } from '@tanstack/react-query';
import { api, call } from '@web/lib/api';
import { routingLogsKey } from './list-routing-logs';

export type CurrentRule = { id: string; name: string; version: number; definition: Record<string, unknown> };

/** A rule as it is now, for comparing with the version a routing decision used; matching and distribution rules live apart. */
export const useCurrentRule = (id: string, table: 'matching' | 'distribution', enabled: boolean) =>
  useQuery({
    queryKey: [...routingLogsKey, 'current-rule', table, id],
    enabled,
    staleTime: 0,
    queryFn: async (): Promise<CurrentRule> => {
      const body =
        table === 'matching'
          ? await call(api['matching-rules'][':id'].$get({ param: { id } }))
          : await call(api['distribution-rules'][':id'].$get({ param: { id } }));
      const rule = body.data as unknown as CurrentRule;
      return { id: rule.id, name: rule.name, version: rule.version, definition: rule.definition };
    },
  });
