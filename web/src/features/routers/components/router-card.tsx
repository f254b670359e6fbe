import type * as React from 'react';
import { Link } from 'react-router';
import { BarChart3, Filter, Code2, Copy, FileInput, GitMerge, ScrollText, type LucideIcon } from 'lucide-react';
import { PROVIDER_LABELS } from '@contracts/forms';
import type { RouterSummaryDto } from '@contracts/routers';
import { RouterCardFrame } from '@web/components/routers/router-card-frame';
import type { CardHandlers } from '@web/components/routers/router-list-page';
import { countOf, meetingTypeFact, RouterCardStats } from '@web/components/routers/router-card-stats';
import { InstallationBadge } from './installation-badge';
import { routerLogLink } from '@web/components/routers/router-kind-links';

type Props = { router: RouterSummaryDto } & CardHandlers;

const RECORD_FLAGS = [
  ['createLeads', 'Creates leads'],
  ['updateLeads', 'Updates leads'],
  ['createContacts', 'Creates contacts'],
  ['updateContacts', 'Updates contacts'],
  ['createAccounts', 'Creates accounts'],
  ['updateAccounts', 'Updates accounts'],
] as const;

/** What the router writes to the CRM, in words ("Creates leads", "Updates contacts"). */
export function crmFlags(r: RouterSummaryDto): string[] {
  return RECORD_FLAGS.filter(([flag]) => r[flag]).map(([, label]) => label);
}

/** A router in the list: form, meeting type, last 28 days' figures, matching and CRM settings, and actions. */
export function RouterCard({ router: r, canEdit, onOpen, onDelete }: Props) {
  const flags = crmFlags(r);
  const facts = [
    { icon: FileInput, label: 'Form', value: r.form ? `${r.form.name} · ${PROVIDER_LABELS[r.form.provider]}` : 'Form deleted' },
    meetingTypeFact(r.meetingType),
    {
      icon: GitMerge,
      label: 'Matching',
      value: r.matchingEnabled ? countOf(r.activeMatchingRules, 'active matching rule', 'active matching rules') : 'Matching off',
    },
  ];
  const stats = [
    { label: 'Prospects assigned', value: r.stats.assigned },
    { label: 'Processed', value: r.stats.processed },
    { label: 'Meetings booked', value: r.stats.booked },
  ];
  return (
    <RouterCardFrame
      id={`router-${r.id}`}
      name={r.name}
      to={`/routers/${r.id}`}
      badge={<InstallationBadge state={r.installation} />}
      facts={facts}
      canEdit={canEdit}
      actions={[
        { icon: Copy, label: 'Clone', path: `/routers/${r.id}/clone`, editorsOnly: true },
        { icon: Code2, label: 'Install widget', path: `/routers/${r.id}/installation-widget` },
      ]}
      onOpen={onOpen}
      onDelete={onDelete}
    >
      <RouterCardStats stats={stats} />

      <div className="flex flex-wrap items-center justify-between gap-2">
        <ul className="flex flex-wrap gap-1.5" aria-label="CRM record creation">
          {flags.length === 0 ? (
            <li className="text-xs text-muted-foreground">No CRM records created or updated</li>
          ) : (
            flags.map((f) => (
              <li key={f} className="rounded-full border px-2 py-0.5 text-xs">
                {f}
              </li>
            ))
          )}
        </ul>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <CardLink to={routerLogLink('inbound', r.id, r.stats.since)} icon={ScrollText}>
            Routing log
          </CardLink>
          <CardLink to={`/reports/conversion-report?routerId=${r.id}`} icon={Filter} label={`Conversion report of ${r.name}`}>
            Conversion report
          </CardLink>
          <CardLink to={`/reports/distribution-report?routerId=${r.id}`} icon={BarChart3} label={`Distribution report of ${r.name}`}>
            Distribution report
          </CardLink>
        </div>
      </div>
    </RouterCardFrame>
  );
}

/** A link under the card to one of the router's pages (its log, its reports); `label` names the router for screen readers. */
function CardLink({ to, icon: Icon, label, children }: { to: string; icon: LucideIcon; label?: string; children: React.ReactNode }) {
  return (
    <Link to={to} className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline" aria-label={label}>
      <Icon className="h-4 w-4" aria-hidden /> {children}
    </Link>
  );
}
