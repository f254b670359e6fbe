import * as React from 'react';
import { useNavigate } from 'react-router';
import { useSearchParamsPatch } from '@web/lib/use-search-params-patch';
import { Link2, Plus } from 'lucide-react';
import type { MeetingLinkDto } from '@contracts/meeting-links';
import { Button } from '@web/components/ui/button';
import { EmptyState, NoResults, PageHeader } from '@web/components/ui/page';
import { SegmentedControl } from '@web/components/ui/segmented-control';
import { useSession } from '@web/lib/session';
import { useMeetingLinks } from '../api/list-meeting-links';
import { CreateLinkDialog } from './create-link-dialog';
import type { LinkKind } from './link-form-model';
import { LinkGrid } from './link-grid';
import { managedLinkPath } from './link-paths';
import { SearchInput } from '@web/components/ui/search-input';

type KindFilter = 'all' | LinkKind;

const matches = (l: MeetingLinkDto, needle: string) =>
  !needle ||
  [l.name, l.slug, l.owner.name, l.meetingTypeName, ...l.members.map((m) => m.name)].some((s) => s.toLowerCase().includes(needle));

/**
 * /meeting-links/manage (every link of the organization) and /group-meeting-links/manage (group links
 * only), for Admins and Managers; only Admins create or change links for other users.
 */
export function ManageLinksPage({ kind }: { kind?: LinkKind }) {
  const session = useSession();
  const navigate = useNavigate();
  const [params, patch] = useSearchParamsPatch();
  const links = useMeetingLinks({ scope: 'all' });
  const [q, setQ] = React.useState(params.get('q') ?? '');
  const [creating, setCreating] = React.useState(false);
  const me = session.data?.user;
  const isAdmin = me?.role === 'super_admin';
  const filter: KindFilter =
    kind ?? (params.get('kind') === 'personal' || params.get('kind') === 'group' ? (params.get('kind') as LinkKind) : 'all');
  const needle = q.trim().toLowerCase();
  const all = links.data ?? [];
  const shown = all.filter((l) => (filter === 'all' || l.kind === filter) && matches(l, needle));
  const setFilter = (k: KindFilter) => patch({ kind: k === 'all' ? null : k });

  return (
    <div>
      <PageHeader
        title={kind === 'group' ? 'Manage group links' : 'Manage links'}
        description={
          kind === 'group'
            ? 'Every group link of the organization, with its organizer and members.'
            : isAdmin
              ? 'Every meeting link of the organization. Admins can create links for any user.'
              : 'Every meeting link of the organization.'
        }
        actions={
          <Button onClick={() => setCreating(true)}>
            <Plus /> {isAdmin ? 'Create link' : 'New link'}
          </Button>
        }
      />
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <SearchInput label="Search members or links" value={q} onChange={setQ} className="w-full sm:max-w-xs" />
        {!kind && (
          <SegmentedControl
            name="link-kind"
            legend="Kind"
            hideLegend
            value={filter}
            onChange={setFilter}
            options={[
              { value: 'all', label: 'All' },
              { value: 'personal', label: 'Personal' },
              { value: 'group', label: 'Group' },
            ]}
          />
        )}
        {links.data && (
          <p className="ml-auto text-sm text-muted-foreground" aria-live="polite">
            {shown.length} of {kind ? all.filter((l) => l.kind === kind).length : all.length}
          </p>
        )}
      </div>
      <LinkGrid
        query={links}
        links={shown}
        editPath={managedLinkPath}
        showOwner
        canChange={(l) => isAdmin || l.ownerUserId === me?.id}
        empty={
          needle || filter !== 'all' ? (
            <NoResults clear={{ label: 'Clear filters', onClick: () => (setQ(''), !kind && setFilter('all')) }} />
          ) : (
            <EmptyState
              icon={<Link2 className="h-10 w-10" aria-hidden />}
              title="No meeting links yet"
              description="Links the members of your organization create show up here."
            />
          )
        }
      />
      {me && (
        <CreateLinkDialog
          open={creating}
          onOpenChange={setCreating}
          ownerUserId={me.id}
          urlBase={links.data?.[0]?.url.replace(/[^/]*$/, '')}
          canChooseOwner={isAdmin}
          initialKind={kind}
          onCreated={(l) => navigate(managedLinkPath(l))}
        />
      )}
    </div>
  );
}
