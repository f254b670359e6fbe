import * as React from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { CAMPAIGN_WIZARD_STEPS, type CampaignRouterDto } from '@contracts/campaign';
import { PageHeader } from '@web/components/ui/page';
import { EditorPageShell, Notice } from '@web/components/ui/query-states';
import { Stepper } from '@web/components/ui/stepper';
import { RouteTabs } from '@web/components/ui/tabs';
import { useIsAdminOrManager } from '@web/lib/session';
import { useCreateCampaignRouter } from '../api/create-campaign-router';
import { useCampaignRouter } from '../api/get-campaign-router';
import { useUpdateCampaignRouter } from '../api/update-campaign-router';
import { CampaignEditor } from './campaign-editor';
import { cloneValuesOf, formValuesOf, newCampaignValues, SECTIONS, type Section } from './campaign-form-model';
import { routerLogLink } from '@web/components/routers/router-kind-links';

export const BackLink = () => (
  <Link
    to="/campaign-router/routers"
    className="mb-3 inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
  >
    <ArrowLeft className="h-4 w-4" aria-hidden /> Campaign routers
  </Link>
);

export const useCanEditCampaigns = useIsAdminOrManager;

const STEPS = CAMPAIGN_WIZARD_STEPS.map((s) => ({ id: s.key, title: s.title }));

/** The two wizard steps: Configure Settings, then Router Installation. */
export const WizardSteps = ({ current }: { current: 0 | 1 }) => (
  <Stepper steps={STEPS} current={current} label="Campaign router steps" className="mb-6" />
);

/** Tabs of one campaign router's pages: scrolled sideways on a phone, wrapped from tablet width on so none is cut off. */
export function CampaignTabs({ id }: { id: string }) {
  const tabs = [
    { to: `/campaign-router/${id}`, label: 'Settings', end: true },
    { to: `/campaign-router/${id}/contact-form`, label: 'Contact form' },
    { to: `/campaign-router/${id}/matching-rules`, label: 'Matching rules' },
    { to: `/campaign-router/${id}/installation`, label: 'Installation' },
    { to: `/campaign-router/${id}/round-robin-history`, label: 'Round robin history' },
    { to: routerLogLink('campaign', id), label: 'Routing log' },
    { to: `/reports/conversion-report?routerId=${id}`, label: 'Conversion report' },
    { to: `/reports/distribution-report?routerId=${id}`, label: 'Distribution report' },
  ];
  return <RouteTabs tabs={tabs} label="Campaign router pages" scroll />;
}

/** Loads the router and frames one of its pages: back link, title, tabs. */
export function LoadedCampaign({
  title,
  children,
}: {
  title: (r: CampaignRouterDto) => string;
  children: (r: CampaignRouterDto) => React.ReactNode;
}) {
  const { routerId = '' } = useParams();
  const query = useCampaignRouter(routerId);
  return (
    <div>
      <BackLink />
      <EditorPageShell query={query} what="campaign router" back={{ to: '/campaign-router/routers', label: 'Back to campaign routers' }}>
        {(r) => (
          <>
            <PageHeader title={title(r)} description={r.url} />
            <CampaignTabs id={r.id} />
            {children(r)}
          </>
        )}
      </EditorPageShell>
    </div>
  );
}

/** /campaign-router/new: Configure Settings; creating it moves on to Router Installation. */
export function NewCampaignRouterPage() {
  const mutation = useCreateCampaignRouter();
  const navigate = useNavigate();
  const defaults = React.useMemo(newCampaignValues, []);
  return (
    <div>
      <BackLink />
      <PageHeader
        title="New campaign router"
        description="A router link for your e-mail campaigns: prospects land on the right representative's calendar."
      />
      <WizardSteps current={0} />
      <CampaignEditor
        defaultValues={defaults}
        mutation={mutation}
        sections={SECTIONS}
        submitLabel="Create"
        onSaved={(dto) => navigate(`/campaign-router/${dto.id}/installation?new=1`)}
      />
    </div>
  );
}

/** /campaign-router/:routerId/clone: the settings prefilled from the router, creating a new one. */
export function CloneCampaignRouterPage() {
  const { routerId = '' } = useParams();
  const query = useCampaignRouter(routerId);
  const mutation = useCreateCampaignRouter();
  const navigate = useNavigate();
  return (
    <div>
      <BackLink />
      <EditorPageShell query={query} what="campaign router" back={{ to: '/campaign-router/routers', label: 'Back to campaign routers' }}>
        {(r) => (
          <>
            <PageHeader title="Clone campaign router" description={`A copy of “${r.name}”. The copy gets its own slug and link.`} />
            <Notice>Nothing is saved until you select Create copy.</Notice>
            <CampaignEditor
              defaultValues={cloneValuesOf(r)}
              mutation={mutation}
              sections={SECTIONS}
              submitLabel="Create copy"
              onSaved={(dto) => navigate(`/campaign-router/${dto.id}/installation?new=1`)}
            />
          </>
        )}
      </EditorPageShell>
    </div>
  );
}

/** One router's settings, all cards or one section (contact form, matching rules), saved as a new version. */
function SettingsOf({ router, sections }: { router: CampaignRouterDto; sections: readonly Section[] }) {
  const mutation = useUpdateCampaignRouter(router.id);
  const canEdit = useCanEditCampaigns();
  const defaults = React.useMemo(() => formValuesOf(router), [router]);
  return (
    <CampaignEditor
      key={router.version}
      defaultValues={defaults}
      mutation={mutation}
      sections={sections}
      submitLabel="Save"
      routerId={router.id}
      readOnly={!canEdit}
      onSaved={() => undefined}
    />
  );
}

/** /campaign-router/:routerId */
export const EditCampaignRouterPage = () => (
  <LoadedCampaign title={(r) => r.name}>{(r) => <SettingsOf router={r} sections={SECTIONS} />}</LoadedCampaign>
);

/** /campaign-router/:routerId/contact-form */
export const CampaignContactFormPage = () => (
  <LoadedCampaign title={(r) => `${r.name}: contact form`}>
    {(r) => (
      <>
        <p className="mb-4 text-sm text-muted-foreground">
          Prospects whose link carries no e-mail fill in this form first. Edit its questions in{' '}
          <Link className="underline" to={`/forms/${r.formId}`}>
            {r.form?.name ?? 'the form'}
          </Link>
          .
        </p>
        <SettingsOf router={r} sections={['form']} />
      </>
    )}
  </LoadedCampaign>
);

/** /campaign-router/:routerId/matching-rules */
export const CampaignMatchingRulesPage = () => (
  <LoadedCampaign title={(r) => `${r.name}: matching rules`}>
    {(r) => (
      <>
        <p className="mb-4 text-sm text-muted-foreground">
          Add or change the rules themselves under{' '}
          <Link className="underline" to="/matching-rules">
            Matching rules
          </Link>
          .
        </p>
        <SettingsOf router={r} sections={['matching', 'fallback']} />
      </>
    )}
  </LoadedCampaign>
);
