import { useNavigate, useParams } from 'react-router';
import { RouterFunnel } from '@web/components/routers/router-funnel';
import { PageHeader } from '@web/components/ui/page';
import { EditorPageShell } from '@web/components/ui/query-states';
import { useCreateObjectRouter } from '../api/create-object-router';
import { useObjectRouter } from '../api/get-object-router';
import { useCrmOptions, useMatchingRuleOptions, usePodOptions } from '../api/list-options';
import { useUpdateObjectRouter } from '../api/update-object-router';
import { ObjectRouterForm, type ObjectRouterOptions } from './object-router-form';
import { useCanEditObjectRouters } from './object-routers-page';

const back = { to: '/object-router/routers', label: 'Back to object routers' };

function useOptions(): ObjectRouterOptions {
  const crms = useCrmOptions();
  const rules = useMatchingRuleOptions();
  const pods = usePodOptions();
  return { crms: crms.data ?? [], matchingRules: rules.data ?? [], pods: pods.data ?? [] };
}

/** /object-router/new */
export function NewObjectRouterPage() {
  const navigate = useNavigate();
  const create = useCreateObjectRouter();
  const options = useOptions();
  return (
    <div>
      <PageHeader title="New object router" description="Route CRM records as they are created or change." />
      <ObjectRouterForm
        initial={null}
        options={options}
        busy={create.isPending}
        onSubmit={async (values) => navigate(`/object-router/${(await create.mutateAsync(values)).id}`)}
      />
    </div>
  );
}

/** /object-router/:id */
export function EditObjectRouterPage() {
  const id = useParams().id ?? '';
  const query = useObjectRouter(id);
  const update = useUpdateObjectRouter(id);
  const options = useOptions();
  const canEdit = useCanEditObjectRouters();
  return (
    <EditorPageShell query={query} what="object router" back={back}>
      {(r) => (
        <div>
          <PageHeader title={r.name} description="Edit what this object router routes and how." />
          <ObjectRouterForm
            key={r.version}
            initial={r}
            options={options}
            busy={update.isPending}
            onSubmit={(values) => update.mutateAsync(values)}
          />
          {canEdit && <RouterFunnel routerId={r.id} />}
        </div>
      )}
    </EditorPageShell>
  );
}
