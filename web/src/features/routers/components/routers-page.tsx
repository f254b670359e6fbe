import type * as React from 'react';
import { Route } from 'lucide-react';
import { ROUTER_MESSAGES, type RouterSummaryDto } from '@contracts/routers';
import { RouterListPage } from '@web/components/routers/router-list-page';
import { RouterTabs } from '@web/components/routers/router-tabs';
import { useDeleteRouter } from '../api/delete-router';
import { useRouters } from '../api/list-routers';
import { RouterCard } from './router-card';
import { useCanEditRouters } from './router-pages';

/**
 * /inbound-router/routers: the inbound routers as cards, searchable by name; `more` is what the app shell puts
 * under them (the Intercom routers' section, spec section 2: inbound routers of another arrival).
 */
export function RoutersPage(p: { more?: React.ReactNode }) {
  return (
    <>
      <RouterListPage<RouterSummaryDto>
        title="Routers"
        description="Inbound routers qualify the prospects who fill in your forms, route them to the right representative and let them book."
        tabs={<RouterTabs active="inbound" />}
        canEdit={useCanEditRouters()}
        noun={{ one: 'router', many: 'routers' }}
        newPath="/routers/new"
        useItems={useRouters}
        useRemove={useDeleteRouter}
        what="inbound routers"
        noMatch={ROUTER_MESSAGES.noRoutersMatched}
        empty={{
          icon: <Route className="h-10 w-10" aria-hidden />,
          description: 'Map a form, add matching and distribution rules, and install the booking widget on your website.',
        }}
        impacted={(r) =>
          r.installation === 'verified'
            ? [`The widget installed${r.verifiedOrigin ? ` on ${r.verifiedOrigin}` : ''} stops routing prospects`]
            : []
        }
        card={(r, on) => <RouterCard router={r} {...on} />}
      />
      {p.more}
    </>
  );
}
