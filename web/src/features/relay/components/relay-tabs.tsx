import { NavLink } from 'react-router';
import { RouterTabs } from '@web/components/routers/router-tabs';
import { cn } from '@web/lib/utils';

const SECTIONS = [
  { to: '/handover-router/routers', label: 'Relays' },
  { to: '/handover-router/matching-rules', label: 'Matching rules' },
  { to: '/handover-router/distribution-pods', label: 'Distribution pods' },
  { to: '/handover-router/fallback-pods', label: 'Fallback pods' },
  { to: '/handover-router/routing-logs/views/all-prospects', label: 'Routing logs' },
  { to: '/handover-router/settings', label: 'Settings' },
];

/** The routers list's kind tabs with Handover selected, on every handover router page. */
export const RouterKindTabs = () => <RouterTabs active="relay" />;

/** The handover router's own pages: relays, the rules and pods they use, their log and settings. */
export function HandoverNav() {
  return (
    <nav aria-label="Handover router" className="mb-4 mt-3 flex flex-wrap gap-1">
      {SECTIONS.map((s) => (
        <NavLink
          key={s.to}
          to={s.to}
          className={({ isActive }) =>
            cn(
              'rounded-md px-3 py-1.5 text-sm',
              isActive ? 'bg-accent font-medium text-accent-foreground' : 'text-muted-foreground hover:bg-muted hover:text-foreground',
            )
          }
        >
          {s.label}
        </NavLink>
      ))}
    </nav>
  );
}
