import { Link } from 'react-router';
import { MessageSquare, ScrollText } from 'lucide-react';
import type { IntercomRouterSummaryDto } from '@contracts/intercom';
import { RouterCardStats } from '@web/components/routers/router-card-stats';
import { routerLogLink } from '@web/components/routers/router-kind-links';
import { useSession } from '@web/lib/session';
import { useIntercomRouters } from '../api/intercom';

/** One Intercom router's card: its routings of the last 28 days, linked to its sessions in the routing log. */
export function IntercomRouterCard({ router: r }: { router: IntercomRouterSummaryDto }) {
  return (
    <li className="grid gap-3 rounded-lg border p-4">
      <div className="flex items-center gap-2">
        <MessageSquare className="h-4 w-4 text-muted-foreground" aria-hidden />
        <h3 className="font-medium">{r.name}</h3>
        {!r.active && <span className="text-xs text-muted-foreground">Paused</span>}
      </div>
      <RouterCardStats
        stats={[
          { label: 'Processed', value: r.stats.processed },
          { label: 'Assigned', value: r.stats.assigned },
        ]}
      />
      <div className="flex flex-wrap gap-x-4 text-sm">
        <Link className="inline-flex items-center gap-1 text-primary hover:underline" to={routerLogLink('intercom', r.id, r.stats.since)}>
          <ScrollText className="h-4 w-4" aria-hidden /> Routing log
        </Link>
        <Link className="text-primary hover:underline" to="/settings/integrations/intercom">
          Edit in Intercom settings
        </Link>
      </div>
    </li>
  );
}

/**
 * The Inbound Router tab's Intercom section (the spec names no tab for them: they are inbound routers whose
 * prospects arrive in a conversation). Intercom routers are managed by Admins, so only they see it.
 */
export function IntercomRouterSection() {
  const session = useSession();
  const isAdmin = session.data?.user.role === 'super_admin';
  const routers = useIntercomRouters(isAdmin);
  if (!isAdmin || !routers.data?.length) return null;
  return (
    <section aria-labelledby="intercom-routers" className="mt-8">
      <h2 id="intercom-routers" className="mb-3 text-lg font-semibold">
        Intercom routers
      </h2>
      <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {routers.data.map((r) => (
          <IntercomRouterCard key={r.id} router={r} />
        ))}
      </ul>
    </section>
  );
}
