import { Link } from 'react-router';
import { AlertTriangle } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { useCrmFailure } from '../api/get-crm-failure';

/**
 * /crm-failure (spec sections 2 and 8): where an expired CRM token sends the user. Admins see the
 * impacted routers and reconnect; everyone else is asked to inform the admin.
 */
export function CrmFailurePage() {
  const q = useCrmFailure();
  const f = q.data;
  return (
    <div className="flex min-h-[70vh] items-center justify-center px-4 py-10">
      <Card className="grid w-full max-w-lg gap-4 p-6">
        <div className="flex items-center gap-3">
          <span className="flex size-10 items-center justify-center rounded-full bg-red-100 text-red-700">
            <AlertTriangle className="size-5" aria-hidden />
          </span>
          <h1 className="text-xl font-semibold">CRM integration isn't working</h1>
        </div>
        {q.isPending && <Skeleton className="h-24" />}
        {q.isError && (
          <p className="text-sm text-muted-foreground">
            Your CRM authorization has expired. Admins can reconnect it from Settings &gt; Integrations; everyone else, please inform your
            admin.
          </p>
        )}
        {f && (
          <>
            <p className="text-sm text-muted-foreground">
              {f.integration
                ? `Integration authorization expired: ${f.integration.name} needs to be reconnected.`
                : 'Your CRM connection is working again.'}
              {f.integration && !f.canReconnect && ' Please inform your admin so they can reconnect it.'}
            </p>
            {f.integration && f.routers.length > 0 && (
              <div className="grid gap-2">
                <h2 className="text-sm font-medium">Impacted routers</h2>
                <ul className="grid gap-1 text-sm" aria-label="Impacted routers">
                  {f.routers.map((r) => (
                    <li key={r.id} className="rounded-md border px-3 py-1.5">
                      {f.canReconnect ? (
                        <Link to={`/routers/${r.id}`} className="hover:underline">
                          {r.name}
                        </Link>
                      ) : (
                        r.name
                      )}
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </>
        )}
        <div className="flex flex-wrap gap-2">
          {f?.integration && f.canReconnect && (
            <Button asChild>
              <Link to={`/settings/integrations/${f.integration.provider}`}>Reconnect {f.integration.name}</Link>
            </Button>
          )}
          {f?.canReconnect && (
            <Button asChild variant="outline">
              <Link to="/settings/audit-log?filter=expired">View audit log</Link>
            </Button>
          )}
          <Button asChild variant="ghost">
            <Link to="/">Go home</Link>
          </Button>
        </div>
      </Card>
    </div>
  );
}
