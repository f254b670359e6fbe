import { Link, NavLink } from 'react-router';
import { ROUTER_KIND_LABELS } from '@contracts/routers';
import { cn } from '@web/lib/utils';

const SECTIONS = [
  { to: '/handover-router/routers', label: 'Relays' },
  { to: '/handover-router/matching-rules', label: 'Matching rules' },
  { to: '/handover-router/distribution-pods', label: 'Distribution pods' },
  { to: '/handover-router/fallback-pods', label: 'Fallback pods' },
  { to: '/handover-router/routing-logs/views/all-prospects', label: 'Routing logs' },
  { to: '/handover-router/settings', label: 'Settings' },
];

/** The routers list's kind tabs with Handover selected (spec section 2: Inbound, Object, Handover). */
export function RouterKindTabs() {
  const tab = '-mb-px border-b-2 px-3 py-2 text-sm font-medium';
  return (
    <div role="tablist" aria-label="Router kinds" className="flex gap-1 overflow-x-auto border-b">
      <Link to="/inbound-router/routers" role="tab" aria-selected="false" className={cn(tab, 'border-transparent text-muted-foreground hover:text-foreground')}>
        {ROUTER_KIND_LABELS.inbound}
      </Link>
      <Link to="/campaign-router/routers" role="tab" aria-selected="false" className={cn(tab, 'border-transparent text-muted-foreground hover:text-foreground')}>
        Campaign Router
      </Link>
      <span role="tab" aria-selected="true" className={cn(tab, 'border-primary')}>
        {ROUTER_KIND_LABELS.handover}
      </span>
    </div>
  );
}

/** The handover router's own pages: relays, the rules and pods they use, their log and settings. */
export function HandoverNav() {
  return (
    <nav aria-label="Handover router" className="mb-4 mt-3 flex flex-wrap gap-1">
      {SECTIONS.map((s) => (
        <NavLink key={s.to} to={s.to} className={({ isActive }) => cn('rounded-md px-3 py-1.5 text-sm', isActive ? 'bg-accent font-medium text-accent-foreground' : 'text-muted-foreground hover:bg-muted hover:text-foreground')}>
          {s.label}
        </NavLink>
      ))}
    </nav>
  );
}
