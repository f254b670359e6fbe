import { Link } from 'react-router';
import { describeSecurityChange } from '@contracts/security-settings';
import { TitledCard } from '@web/components/ui/card';
import { ListError } from '@web/components/ui/query-states';
import { Skeleton } from '@web/components/ui/skeleton';
import { instantIn, useViewerZone } from '@web/lib/viewer-time';
import { useSecurityChanges } from '../api/list-security-changes';

/** The latest security changes from the audit log, read only: who changed what, before and after. */
export function SecurityChangesCard() {
  const zone = useViewerZone();
  const changes = useSecurityChanges();
  return (
    <TitledCard
      className="mt-6"
      title="Recent changes"
      description={
        <>
          Every change to login, sessions and trusted origins is kept in the{' '}
          <Link className="underline underline-offset-2" to="/settings/audit-log?filter=security">
            audit log
          </Link>
          .
        </>
      }
      titleClassName="text-base"
    >
      {changes.isPending ? (
        <Skeleton className="h-20" aria-label="Loading recent changes" />
      ) : changes.isError ? (
        <ListError what="recent changes" error={changes.error} retry={() => void changes.refetch()} />
      ) : changes.data.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">No security changes yet.</p>
      ) : (
        <ul className="grid gap-3" aria-label="Recent security changes">
          {changes.data.data.map((e) => (
            <li key={e.id} className="grid gap-0.5 border-b pb-3 text-sm last:border-0 last:pb-0">
              <span className="break-words">{describeSecurityChange(e.detail)}</span>
              <span className="text-xs text-muted-foreground">
                {e.actor?.name ?? 'Routewise'} · {instantIn(e.loggedAt, zone)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </TitledCard>
  );
}
