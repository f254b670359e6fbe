import { Database } from 'lucide-react';
import type { ObjectRouterDto } from '@contracts/object-routers';
import { RouterListPage } from '@web/components/routers/router-list-page';
import { RouterTabs } from '@web/components/routers/router-tabs';
import { useIsAdminOrManager } from '@web/lib/session';
import { useDeleteObjectRouter } from '../api/delete-object-router';
import { useObjectRouters } from '../api/list-object-routers';
import { ObjectRouterCard } from './object-router-card';

export const useCanEditObjectRouters = useIsAdminOrManager;

/** /object-router/routers: the object routers as cards with their counts and backfill progress. */
export function ObjectRoutersPage() {
  return (
    <RouterListPage<ObjectRouterDto>
      title="Object routers"
      description="Object routers route CRM records that never fill a form: new leads, contacts and accounts, or records that reach a stage."
      tabs={<RouterTabs active="object" />}
      canEdit={useCanEditObjectRouters()}
      noun={{ one: 'object router', many: 'object routers' }}
      newPath="/object-router/new"
      useItems={useObjectRouters}
      useRemove={useDeleteObjectRouter}
      noMatch="No object routers match your search"
      empty={{
        icon: <Database className="h-10 w-10" aria-hidden />,
        description: 'Pick a CRM object and a trigger, and records are routed to the right representative as they change.',
      }}
      impacted={() => ['Records of its trigger stop being routed']}
      card={(r, on) => <ObjectRouterCard r={r} {...on} />}
    />
  );
}
