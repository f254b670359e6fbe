import * as React from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Link, useNavigate, useParams } from 'react-router';
import * as v from 'valibot';
import { RELAY_WIZARD_STEPS, RelayInputSchema, type RelayDto, type RelayInput } from '@contracts/relay';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { PageHeader } from '@web/components/ui/page';
import { EditorSkeleton, LoadError } from '@web/components/ui/query-states';
import { Stepper } from '@web/components/ui/stepper';
import { applyServerErrors } from '@web/lib/forms';
import { useRelay } from '../api/get-relay';
import { useCreateRelay, useUpdateRelay } from '../api/save-relay';
import { ALL_FIELDS, STEP_FIELDS, relayDefaults, type RelayForm } from './relay-form-model';
import { StepCrm } from './relay-step-crm';
import { StepSettings } from './relay-step-settings';
import { StepFallback, StepMatching, StepPods, StepRoundRobin } from './relay-step-assignment';
import { StepBookers, StepForm, StepMeeting } from './relay-steps';
import { useCanEditRelays } from './relays-page';

const STEP_BODIES = {
  bookers: StepBookers,
  form: StepForm,
  matching: StepMatching,
  pods: StepPods,
  'round-robin': StepRoundRobin,
  fallback: StepFallback,
  meeting: StepMeeting,
  crm: StepCrm,
  settings: StepSettings,
} as const;

/** The relay creation wizard (spec section 2): nine steps; Next checks the step's own fields, the last one saves. */
function RelayWizard({ initial, mode, relayId }: { initial?: RelayDto; mode: 'new' | 'edit' | 'clone'; relayId?: string }) {
  const navigate = useNavigate();
  const canEdit = useCanEditRelays();
  const form = useForm<RelayForm, unknown, RelayInput>({
    resolver: valibotResolver(RelayInputSchema) as never,
    defaultValues: relayDefaults(initial, mode === 'clone'),
    mode: 'onTouched',
  });
  const create = useCreateRelay();
  const update = useUpdateRelay(relayId ?? '');
  const [step, setStep] = React.useState(0);
  const heading = React.useRef<HTMLHeadingElement>(null);
  const current = RELAY_WIZARD_STEPS[step];
  const Body = STEP_BODIES[current.key];
  const errors = form.formState.errors as Record<string, unknown>;
  const steps = RELAY_WIZARD_STEPS.map((s) => ({ id: s.key, title: s.title, invalid: STEP_FIELDS[s.key].some((f) => f in errors) }));
  const last = step === RELAY_WIZARD_STEPS.length - 1;

  React.useEffect(() => heading.current?.focus(), [step]);
  // A field's error from Next goes away as soon as the field is changed.
  React.useEffect(() => {
    const sub = form.watch((_, { name }) => {
      if (name) form.clearErrors(name.split('.')[0] as never);
    });
    return () => sub.unsubscribe();
  }, [form]);

  const save = form.handleSubmit(
    (values) => {
      const done = (saved: RelayDto) => navigate(`/handover-router/${saved.id}`);
      const onError = (e: unknown) => {
        applyServerErrors(e, form.setError, ALL_FIELDS);
        const bad = RELAY_WIZARD_STEPS.findIndex((s) => STEP_FIELDS[s.key].some((f) => f in form.formState.errors));
        if (bad >= 0) setStep(bad);
      };
      if (mode === 'edit') update.mutate(values, { onSuccess: done, onError });
      else create.mutate(values, { onSuccess: done, onError });
    },
    () => {
      const bad = RELAY_WIZARD_STEPS.findIndex((s) => STEP_FIELDS[s.key].some((f) => f in form.formState.errors));
      if (bad >= 0) setStep(bad);
    },
  );

  const next = async () => {
    const values = form.getValues();
    const parsed = v.safeParse(RelayInputSchema, values);
    const mine = STEP_FIELDS[current.key];
    const issues = parsed.success ? [] : parsed.issues.filter((i) => mine.includes(String(i.path?.[0]?.key ?? '')));
    if (issues.length) {
      await form.trigger(mine as never);
      for (const i of issues)
        form.setError((i.path ?? []).map((p) => String(p.key)).join('.') as never, { type: 'step', message: i.message });
      return;
    }
    for (const f of mine) form.clearErrors(f as never);
    setStep(step + 1);
  };

  const title = mode === 'new' ? 'New relay' : mode === 'clone' ? 'Clone relay' : (initial?.name ?? 'Relay');
  return (
    <FormProvider {...form}>
      <PageHeader
        title={title}
        description="Bookers hand a prospect over: matching finds the CRM owner, pods take turns, and the meeting lands on the right calendar."
        actions={
          <Button variant="outline" asChild>
            <Link to="/handover-router/routers">Back to relays</Link>
          </Button>
        }
      />
      <Stepper
        steps={steps}
        current={step}
        onSelect={setStep}
        label="Relay steps"
        className="mb-4 [&_ol]:grid-cols-3 md:[&_ol]:grid-cols-5 xl:[&_ol]:grid-cols-9"
      />
      <form onSubmit={(e) => e.preventDefault()} noValidate>
        <Card>
          <CardContent className="grid gap-4 pt-5">
            <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">
              {step + 1}. {current.title}
            </h2>
            <fieldset disabled={!canEdit} className="grid gap-4">
              <Body />
            </fieldset>
          </CardContent>
        </Card>
        <div className="mt-4 flex flex-wrap justify-between gap-2">
          <Button type="button" variant="outline" disabled={step === 0} onClick={() => setStep(step - 1)}>
            Previous
          </Button>
          {!last ? (
            <Button type="button" onClick={() => void next()}>
              Next
            </Button>
          ) : (
            canEdit && (
              <Button type="button" onClick={() => void save()} loading={create.isPending || update.isPending}>
                {mode === 'edit' ? 'Save' : 'Create'}
              </Button>
            )
          )}
        </div>
      </form>
    </FormProvider>
  );
}

export function NewRelayPage() {
  return <RelayWizard mode="new" />;
}

function Loaded({ mode }: { mode: 'edit' | 'clone' }) {
  const { id = '' } = useParams();
  const relay = useRelay(id);
  if (relay.isPending) return <EditorSkeleton label="Loading relay" />;
  if (relay.isError)
    return (
      <LoadError
        error={relay.error}
        what="relay"
        back={{ to: '/handover-router/routers', label: 'Back to relays' }}
        retry={() => void relay.refetch()}
      />
    );
  return <RelayWizard key={`${mode}-${relay.data.id}`} initial={relay.data} mode={mode} relayId={relay.data.id} />;
}

export const EditRelayPage = () => <Loaded mode="edit" />;
export const CloneRelayPage = () => <Loaded mode="clone" />;
