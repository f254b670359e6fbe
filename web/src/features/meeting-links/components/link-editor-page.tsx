import * as React from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import type { MeetingLinkDto } from '@contracts/meeting-links';
import { LoadFailure } from '@web/components/ui/query-states';
import { Skeleton } from '@web/components/ui/skeleton';
import { ApiRequestError } from '@web/lib/api-error';
import { useSession } from '@web/lib/session';
import { useMeetingLink } from '../api/get-meeting-link';
import { useMeetingLinks } from '../api/list-meeting-links';
import type { LinkKind } from './link-form-model';
import { LinkEditor } from './link-editor';
import { managedLinkPath, myLinkPath } from './link-paths';

type Back = { to: string; label: string };

function Frame({ back, children }: { back: Back; children: React.ReactNode }) {
  return (
    <div>
      <Link to={back.to} className="mb-3 inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft className="h-4 w-4" aria-hidden /> {back.label}
      </Link>
      {children}
    </div>
  );
}

function Loading() {
  return (
    <div aria-busy="true" aria-label="Loading meeting link" className="grid gap-4">
      <Skeleton className="h-8 w-64" />
      <Skeleton className="h-10" />
      <div className="grid gap-4 lg:grid-cols-2">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-40" />
        ))}
      </div>
    </div>
  );
}

function Missing({ back, error, onRetry }: { back: Back; error?: Error | null; onRetry?: () => void }) {
  const missing = !error || (error instanceof ApiRequestError && error.status === 404);
  return (
    <LoadFailure
      missing={missing}
      title={missing ? 'This meeting link does not exist or you cannot see it.' : "We couldn't load this meeting link."}
      message={error?.message}
      back={back}
      retry={onRetry}
    />
  );
}

function Editor({
  link,
  back,
  path,
  managed,
}: {
  link: MeetingLinkDto;
  back: Back;
  path: (l: MeetingLinkDto) => string;
  managed: boolean;
}) {
  const session = useSession();
  const navigate = useNavigate();
  const me = session.data?.user;
  const isAdmin = me?.role === 'super_admin';
  const own = link.ownerUserId === me?.id;
  return (
    <LinkEditor
      key={link.id}
      link={link}
      canChooseOwner={isAdmin}
      readOnly={!isAdmin && !own}
      showOwner={managed || !own}
      onSaved={(saved) => saved.slug !== link.slug && navigate(path(saved), { replace: true })}
      onDeleted={() => navigate(back.to, { replace: true })}
    />
  );
}

/** /meeting-links/:slug and /group-meeting-links/:slug: one of my links (any link, for Admins and Managers, on the group route). */
export function LinkBySlugPage({ kind }: { kind: LinkKind }) {
  const { slug = '' } = useParams();
  const session = useSession();
  const role = session.data?.user.role;
  const wide = kind === 'group' && (role === 'super_admin' || role === 'manager');
  const links = useMeetingLinks({ scope: wide ? 'all' : 'mine' }, !!role);
  const back: Back =
    kind === 'group'
      ? wide
        ? { to: '/group-meeting-links/manage', label: 'Group links' }
        : { to: '/meeting-links?view=group', label: 'Meeting links' }
      : { to: '/meeting-links', label: 'Meeting links' };
  const link = links.data?.find((l) => l.slug === slug);
  return (
    <Frame back={back}>
      {links.isPending ? (
        <Loading />
      ) : links.isError ? (
        <Missing back={back} error={links.error} onRetry={() => links.refetch()} />
      ) : !link ? (
        <Missing back={back} />
      ) : (
        <Editor link={link} back={back} path={myLinkPath} managed={wide} />
      )}
    </Frame>
  );
}

/** /meeting-links/manage/:slug/:id and /group-meeting-links/manage/:slug/:id: any link of the organization. */
export function ManagedLinkPage({ kind }: { kind: LinkKind }) {
  const { id = '' } = useParams();
  const query = useMeetingLink(id);
  const back: Back =
    kind === 'group' ? { to: '/group-meeting-links/manage', label: 'Group links' } : { to: '/meeting-links/manage', label: 'Manage links' };
  return (
    <Frame back={back}>
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <Missing back={back} error={query.error} onRetry={() => query.refetch()} />
      ) : (
        <Editor link={query.data} back={back} path={managedLinkPath} managed />
      )}
    </Frame>
  );
}
