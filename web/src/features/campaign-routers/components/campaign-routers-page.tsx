import { Link } from 'react-router';
import { BarChart3, Copy, Filter, GitMerge, Link2, Megaphone, ScrollText, Users } from 'lucide-react';
import { CAMPAIGN_CRM_LABELS, CAMPAIGN_MESSAGES, type CampaignRouterSummaryDto } from '@contracts/campaign';
import { CopyButton } from '@web/components/ui/copy-button';
import { RouterCardFrame } from '@web/components/routers/router-card-frame';
import { RouterListPage, type CardHandlers } from '@web/components/routers/router-list-page';
import { RouterTabs } from '@web/components/routers/router-tabs';
import { countOf, meetingTypeFact, RouterCardStats } from '@web/components/routers/router-card-stats';
import { useDeleteCampaignRouter } from '../api/delete-campaign-router';
import { useCampaignRouters } from '../api/list-campaign-routers';
import { useCanEditCampaigns } from './campaign-pages';
import { routerLogLink } from '@web/components/routers/router-kind-links';

/** A campaign router card: link, meeting type, team, last 28 days, matching and CRM settings, report links. */
function CampaignCard({ r, canEdit, onOpen, onDelete }: { r: CampaignRouterSummaryDto } & CardHandlers) {
  const facts = [
    meetingTypeFact(r.meetingType),
    { icon: Users, label: 'Team', value: r.team?.name ?? 'Team deleted' },
    {
      icon: GitMerge,
      label: 'Matching',
      value: r.activeMatchingRules ? countOf(r.activeMatchingRules, 'active matching rule', 'active matching rules') : 'No matching rules',
    },
    { label: 'CRM records', value: CAMPAIGN_CRM_LABELS[r.crmRecords] },
  ];
  const stats = [
    { label: 'Leads', value: r.stats.processed },
    { label: 'Assigned', value: r.stats.assigned },
    { label: 'Booked', value: r.stats.booked },
    { label: "Didn't book", value: r.stats.notBooked },
  ];
  return (
    <RouterCardFrame
      id={`campaign-${r.id}`}
      name={r.name}
      to={`/campaign-router/${r.id}`}
      facts={facts}
      canEdit={canEdit}
      actions={[
        { icon: Link2, label: 'Router URL', path: `/campaign-router/${r.id}/installation` },
        { icon: Copy, label: 'Clone', path: `/campaign-router/${r.id}/clone`, editorsOnly: true },
      ]}
      onOpen={onOpen}
      onDelete={onDelete}
    >
      <div className="flex min-w-0 items-center gap-2">
        <code className="min-w-0 flex-1 truncate rounded border bg-muted/40 px-2 py-1 text-xs">{r.url}</code>
        <CopyButton size="sm" variant="outline" value={r.url} label={`Copy the link of ${r.name}`} />
      </div>
      <RouterCardStats stats={stats} />
      <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <Link className="inline-flex items-center gap-1 text-primary hover:underline" to={routerLogLink('campaign', r.id, r.stats.since)}>
          <ScrollText className="h-4 w-4" aria-hidden /> Routing log
        </Link>
        <Link className="inline-flex items-center gap-1 text-primary hover:underline" to={`/reports/conversion-report?routerId=${r.id}`}>
          <Filter className="h-4 w-4" aria-hidden /> Conversion report
        </Link>
        <Link className="inline-flex items-center gap-1 text-primary hover:underline" to={`/reports/distribution-report?routerId=${r.id}`}>
          <BarChart3 className="h-4 w-4" aria-hidden /> Distribution report
        </Link>
      </div>
    </RouterCardFrame>
  );
}

/** /campaign-router/routers: the campaign routers as cards, searchable by name or slug. */
export function CampaignRoutersPage() {
  return (
    <RouterListPage<CampaignRouterSummaryDto>
      title="Campaign routers"
      description="Router links for your e-mail campaigns: each prospect lands on the calendar of the right representative."
      tabs={<RouterTabs active="campaign" />}
      canEdit={useCanEditCampaigns()}
      noun={{ one: 'campaign router', many: 'campaign routers' }}
      newPath="/campaign-router/new"
      useItems={useCampaignRouters}
      useRemove={useDeleteCampaignRouter}
      noMatch={CAMPAIGN_MESSAGES.noRoutersMatched}
      empty={{
        icon: <Megaphone className="h-10 w-10" aria-hidden />,
        description: 'Create a router link, paste it into your e-mail campaign, and prospects book with the right representative.',
      }}
      impacted={(r) => [`The link ${r.url} stops routing prospects`]}
      card={(r, on) => <CampaignCard r={r} {...on} />}
    />
  );
}
