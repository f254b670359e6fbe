import { Link, useParams } from 'react-router';
import { AlertTriangle } from 'lucide-react';
import { INSTALLATION_LABELS, ROUTER_MESSAGES } from '@contracts/routers';
import { normaliseOrigin } from '@contracts/trusted-origins';
import { Button } from '@web/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle, TitledCard } from '@web/components/ui/card';
import { CopyButton } from '@web/components/ui/copy-button';
import { PageHeader } from '@web/components/ui/page';
import { EditorPageShell } from '@web/components/ui/query-states';
import { useSession } from '@web/lib/session';
import { useRouter } from '../api/get-router';
import { useRouterInstallation } from '../api/get-router-installation';
import { InstallationBadge } from './installation-badge';
import { BackLink } from './router-pages';
import { TrustedOriginsPanel } from './trusted-origins-panel';
import { useInstantFormat } from '@web/lib/viewer-time';

/** The origin of the mapped form's page, as the browser would send it. */
function originOf(url: string | null) {
  if (!url) return null;
  try {
    return normaliseOrigin(new URL(url).origin);
  } catch {
    return null;
  }
}

/** /routers/:id/installation-widget: the wizard's last step, installing the booking widget. */
export function InstallationPage() {
  const at = useInstantFormat();
  const { id = '' } = useParams();
  const router = useRouter(id);
  const installation = useRouterInstallation(id);
  const isAdmin = useSession().data?.user.role === 'super_admin';
  return (
    <div>
      <BackLink />
      <EditorPageShell query={installation} what="router" back={{ to: '/inbound-router/routers', label: 'Back to routers' }}>
        {(dto) => {
          const pageOrigin = originOf(dto.formSourceUrl);
          const untrusted = pageOrigin && !dto.trustedOrigins.includes(pageOrigin);
          return (
            <>
              <PageHeader
                title="Install widget"
                description={
                  router.data ? `Router “${router.data.name}”${router.data.form ? ` · form “${router.data.form.name}”` : ''}` : undefined
                }
                actions={
                  <Button asChild>
                    <Link to="/inbound-router/routers">Done</Link>
                  </Button>
                }
              />
              <div className="grid gap-4">
                <Card>
                  <CardHeader>
                    <CardTitle className="flex flex-wrap items-center gap-2 text-base">
                      Installation status <InstallationBadge state={dto.installation} />
                    </CardTitle>
                    <CardDescription>
                      {dto.installation === 'verified'
                        ? `${INSTALLATION_LABELS.verified}${dto.verifiedAt ? ` on ${at(dto.verifiedAt)}` : ''}${dto.verifiedOrigin ? ` from ${dto.verifiedOrigin}` : ''}.`
                        : 'The status changes to Verified when the widget first calls in from a trusted origin.'}
                    </CardDescription>
                  </CardHeader>
                </Card>

                <TitledCard title="Install the snippet" titleClassName="text-base" contentClassName="grid gap-4">
                  <ol className="grid list-decimal gap-1.5 pl-5 text-sm">
                    <li>Copy the snippet below.</li>
                    <li>
                      Paste it just before the closing <code className="rounded bg-muted px-1">&lt;/body&gt;</code> tag of the page with the
                      mapped form
                      {dto.formSourceUrl ? (
                        <>
                          {' '}
                          (<span className="break-all font-mono text-xs">{dto.formSourceUrl}</span>)
                        </>
                      ) : null}
                      .
                    </li>
                    <li>Make sure the page's origin is one of the trusted origins below.</li>
                    <li>Submit the form once: the prospect sees the scheduler, and the status turns Verified.</li>
                  </ol>
                  <div className="relative">
                    <pre className="max-h-72 overflow-auto rounded-md border bg-muted/50 p-4 pr-28 text-xs leading-relaxed">
                      <code>{dto.snippet}</code>
                    </pre>
                    <CopyButton value={dto.snippet} variant="outline" size="sm" className="absolute right-2 top-2" label="Copy snippet">
                      Copy
                    </CopyButton>
                  </div>
                </TitledCard>

                <TitledCard
                  title="Trusted origins"
                  description="Only trusted origins can call the widget API. Submissions from any other website are refused."
                  titleClassName="text-base"
                  contentClassName="grid gap-3"
                >
                  {untrusted && (
                    <p className="flex items-start gap-2 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
                      <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
                      {pageOrigin}: {ROUTER_MESSAGES.originNotTrusted}
                    </p>
                  )}
                  <TrustedOriginsPanel
                    key={dto.trustedOrigins.join(' ')}
                    origins={dto.trustedOrigins}
                    suggested={pageOrigin}
                    isAdmin={isAdmin}
                  />
                </TitledCard>

                <div className="flex justify-end">
                  <Button asChild>
                    <Link to="/inbound-router/routers">Done</Link>
                  </Button>
                </div>
              </div>
            </>
          );
        }}
      </EditorPageShell>
    </div>
  );
}
