import * as React from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ArrowLeft, Copy, Code2, ScrollText } from 'lucide-react';
import type { RouterDto } from '@contracts/routers';
import { RouterFunnel } from '@web/components/routers/router-funnel';
import { Button } from '@web/components/ui/button';
import { PageHeader } from '@web/components/ui/page';
import { EditorPageShell, Notice } from '@web/components/ui/query-states';
import { useIsAdminOrManager } from '@web/lib/session';
import { useCreateRouter } from '../api/create-router';
import { useRouter } from '../api/get-router';
import { InstallationBadge } from './installation-badge';
import { RouterEditor } from './router-editor';
import { RouterShadowSection } from './router-shadow-section';
import { cloneValuesOf, newRouterValues } from './router-form-model';
import { RouterWizard } from './router-wizard';
import { useInstantFormat } from '@web/lib/viewer-time';

export const BackLink = () => (
  <Link
    to="/inbound-router/routers"
    className="mb-3 inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
  >
    <ArrowLeft className="h-4 w-4" aria-hidden /> Routers
  </Link>
);

export const useCanEditRouters = useIsAdminOrManager;

/** After creating, the last step: installing the widget. */
function useGoToInstallation() {
  const navigate = useNavigate();
  return React.useCallback((dto: RouterDto) => navigate(`/routers/${dto.id}/installation-widget`), [navigate]);
}

/** /routers/new */
export function NewRouterPage() {
  const mutation = useCreateRouter();
  const defaults = React.useMemo(newRouterValues, []);
  const onSaved = useGoToInstallation();
  return (
    <div>
      <BackLink />
      <PageHeader
        title="New inbound router"
        description="Route the prospects who fill in a form to the right representative, and let them book straight away."
      />
      <RouterWizard mode="create" defaultValues={defaults} mutation={mutation} onSaved={onSaved} />
    </div>
  );
}

/** /routers/:id/clone: the wizard prefilled from the router, creating a new one. */
export function CloneRouterPage() {
  const { id = '' } = useParams();
  const query = useRouter(id);
  const mutation = useCreateRouter();
  const onSaved = useGoToInstallation();
  return (
    <div>
      <BackLink />
      <LoadedRouter query={query}>
        {(dto) => (
          <>
            <PageHeader title="Clone router" description={`A copy of “${dto.name}”. Review each step, then create the copy.`} />
            <Notice>Nothing is saved until you select Create copy. The copy needs its own widget installation.</Notice>
            <RouterWizard key={dto.id} mode="clone" defaultValues={cloneValuesOf(dto)} mutation={mutation} onSaved={onSaved} />
          </>
        )}
      </LoadedRouter>
    </div>
  );
}

/** /routers/:id: Admins and Managers edit; Users see the router read-only. */
export function EditRouterPage() {
  const at = useInstantFormat();
  const { id = '' } = useParams();
  const canEdit = useCanEditRouters();
  const query = useRouter(id);
  return (
    <div>
      <BackLink />
      <LoadedRouter query={query}>
        {(dto) => (
          <>
            <PageHeader
              title={
                <span className="flex flex-wrap items-center gap-3">
                  {dto.name}
                  <InstallationBadge state={dto.installation} />
                </span>
              }
              description={`Version ${dto.version} · last updated ${at(dto.updatedAt)}`}
              actions={
                <>
                  <Button asChild variant="outline">
                    <Link to={`/routing-logs/views/all-prospects?routerId=${dto.id}`}>
                      <ScrollText /> Routing log
                    </Link>
                  </Button>
                  <Button asChild variant="outline">
                    <Link to={`/routers/${dto.id}/installation-widget`}>
                      <Code2 /> Install widget
                    </Link>
                  </Button>
                  {canEdit && (
                    <Button asChild variant="outline">
                      <Link to={`/routers/${dto.id}/clone`}>
                        <Copy /> Clone
                      </Link>
                    </Button>
                  )}
                </>
              }
            />
            {!canEdit && <Notice>Only Admins and Managers can change routers.</Notice>}
            <RouterEditor key={`${dto.id}-${dto.version}`} router={dto} readOnly={!canEdit} />
            {canEdit && <RouterShadowSection routerId={dto.id} />}
            {canEdit && <RouterFunnel routerId={dto.id} />}
          </>
        )}
      </LoadedRouter>
    </div>
  );
}

export function LoadedRouter({ query, children }: { query: ReturnType<typeof useRouter>; children: (dto: RouterDto) => React.ReactNode }) {
  return (
    <EditorPageShell query={query} what="router" back={{ to: '/inbound-router/routers', label: 'Back to routers' }}>
      {children}
    </EditorPageShell>
  );
}
