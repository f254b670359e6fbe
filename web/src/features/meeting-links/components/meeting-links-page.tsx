import * as React from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Home, Link2, Plus, Settings2 } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { EmptyState, PageHeader } from '@web/components/ui/page';
import { cn } from '@web/lib/utils';
import { useSession } from '@web/lib/session';
import { useMeetingLinks } from '../api/list-meeting-links';
import { CreateLinkDialog } from './create-link-dialog';
import { KIND_LABELS, type LinkKind } from './link-form-model';
import { LinkGrid } from './link-grid';
import { myLinkPath } from './link-paths';

const VIEWS: LinkKind[] = ['personal', 'group'];

/** /meeting-links: my personal and group links. */
export function MeetingLinksPage() {
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const view: LinkKind = params.get('view') === 'group' ? 'group' : 'personal';
  const links = useMeetingLinks({ scope: 'mine' });
  const [creating, setCreating] = React.useState<LinkKind | 'any' | null>(null);
  const me = session.data?.user;
  const canManage = me?.role === 'super_admin' || me?.role === 'manager';
  const shown = (links.data ?? []).filter((l) => l.kind === view);
  const count = (k: LinkKind) => links.data?.filter((l) => l.kind === k).length;

  return (
    <div>
      <PageHeader
        title="Meeting links"
        description="Booking pages prospects use to book time with you or your group."
        actions={
          <>
            <Button asChild variant="ghost" className="hidden sm:inline-flex">
              <Link to="/profile/home-page">
                <Home /> Home page
              </Link>
            </Button>
            {canManage && (
              <Button asChild variant="outline">
                <Link to="/meeting-links/manage">
                  <Settings2 /> Manage links
                </Link>
              </Button>
            )}
            <Button onClick={() => setCreating('any')}>
              <Plus /> New link
            </Button>
          </>
        }
      />
      <nav aria-label="Link views" className="mb-4 flex gap-1 border-b">
        {VIEWS.map((k) => (
          <Link
            key={k}
            to={k === 'personal' ? '/meeting-links' : '/meeting-links?view=group'}
            className={cn(
              '-mb-px flex items-center gap-2 border-b-2 px-3 py-2 text-sm font-medium',
              view === k ? 'border-primary text-foreground' : 'border-transparent text-muted-foreground hover:text-foreground',
            )}
            aria-current={view === k ? 'page' : undefined}
          >
            {KIND_LABELS[k]}
            <span className="rounded-full bg-muted px-2 py-0.5 text-xs tabular-nums text-muted-foreground">{count(k) ?? '·'}</span>
          </Link>
        ))}
      </nav>
      <LinkGrid
        query={links}
        links={shown}
        editPath={myLinkPath}
        canChange={() => true}
        empty={
          <EmptyState
            icon={<Link2 className="h-10 w-10" aria-hidden />}
            title={view === 'group' ? 'No group links yet' : 'No personal links yet'}
            description={
              view === 'group'
                ? 'A group link books a primary organizer with members, together or in turn.'
                : 'A personal link is a booking page prospects use to pick a time with you.'
            }
            action={
              <Button onClick={() => setCreating(view)}>
                <Plus /> New {view} link
              </Button>
            }
          />
        }
      />
      {me && (
        <CreateLinkDialog
          open={!!creating}
          onOpenChange={(o) => !o && setCreating(null)}
          ownerUserId={me.id}
          urlBase={links.data?.[0]?.url.replace(/[^/]*$/, '')}
          canChooseOwner={false}
          initialKind={creating === 'any' ? undefined : (creating ?? undefined)}
          onCreated={(l) => navigate(myLinkPath(l))}
        />
      )}
    </div>
  );
}
