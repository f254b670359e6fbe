import * as React from 'react';
import { Controller, useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Link } from 'react-router';
import { RelaySessionStartSchema, type RelaySessionDto, type RelaySessionStart } from '@contracts/relay-sessions';
import { Button } from '@web/components/ui/button';
import { TitledCard } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { PageHeader } from '@web/components/ui/page';
import { Select } from '@web/components/ui/select';
import { namedOptions } from '@web/components/ui/named-options';
import { browserTimezone, TimezoneSelect } from '@web/components/ui/timezone-select';
import { TextField } from '@web/components/ui/text-field';
import { ApiRequestError } from '@web/lib/api-error';
import { applyServerErrors } from '@web/lib/forms';
import { useSession } from '@web/lib/session';
import { useFormDetail } from '../api/list-options';
import { useRelays } from '../api/list-relays';
import { useRelayPreferences } from '../api/relay-preferences';
import { useStartRelaySession } from '../api/relay-session';
import { RelayHandoff } from './relay-handoff';
import { RelayOverrides } from './relay-overrides';

const FIELDS = ['relayId', 'prospectEmail', 'prospectName', 'timezone', 'recipient', 'answers', 'podId', 'assigneeUserId', 'meetingTypeId'];

import { NoBookerPermission } from './no-booker-permission';

export { NoBookerPermission };

/** The relay step of /book/meetings/new: prospect e-mail, relay, name, timezone, recipient, the prospect questions, then the scheduler. */
export function RelayBookPage({ onDirect }: { onDirect?: () => void }) {
  const session = useSession();
  const relays = useRelays();
  const prefs = useRelayPreferences();
  const start = useStartRelaySession();
  const [handoff, setHandoff] = React.useState<RelaySessionDto | null>(null);
  const [refused, setRefused] = React.useState(false);
  const sessionId = React.useRef(crypto.randomUUID());
  const bookable = (relays.data ?? []).filter((r) => r.canBook);
  const form = useForm<RelaySessionStart>({
    resolver: valibotResolver(RelaySessionStartSchema) as never,
    defaultValues: { relayId: '', prospectEmail: '', prospectName: '', timezone: browserTimezone(), recipient: '', answers: {} },
  });
  const relayId = form.watch('relayId');
  const relay = bookable.find((r) => r.id === relayId);
  const questions = (useFormDetail(relay?.formId ?? '').data?.questions ?? []).filter((q) => q.id !== 'name' && q.id !== 'email');
  const { errors } = form.formState;

  React.useEffect(() => {
    if (!form.getValues('relayId') && bookable.length)
      form.setValue(
        'relayId',
        prefs.data?.preferredRelayId && bookable.some((r) => r.id === prefs.data!.preferredRelayId)
          ? prefs.data.preferredRelayId
          : bookable[0].id,
      );
  }, [bookable, prefs.data, form]);

  if (relays.isPending || prefs.isPending) return <p className="text-sm text-muted-foreground">Loading relays…</p>;
  if (refused || (relays.isSuccess && bookable.length === 0)) return <NoBookerPermission onDirect={onDirect} />;
  if (handoff)
    return (
      <RelayHandoff
        session={handoff}
        preferences={prefs.data!}
        myZone={prefs.data?.timezone || session.data?.user.timezone || browserTimezone()}
        relay={relay ?? null}
        onRestart={() => {
          sessionId.current = crypto.randomUUID();
          setHandoff(null);
          form.reset({ ...form.getValues(), prospectEmail: '', prospectName: '', answers: {} });
        }}
      />
    );

  const submit = form.handleSubmit((values) =>
    start.mutate(
      { ...values, sessionId: sessionId.current },
      {
        onSuccess: setHandoff,
        onError: (e) => {
          if (e instanceof ApiRequestError && e.status === 403 && e.errors.some((x) => x.code === 'no_booker_permission')) setRefused(true);
          else applyServerErrors(e, form.setError, FIELDS);
        },
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate className="grid max-w-3xl gap-4">
      <TitledCard title="Prospect" contentClassName="grid gap-4 sm:grid-cols-2">
        <TextField
          form={form}
          name="prospectEmail"
          id="relay-prospect-email"
          label="Prospect e-mail"
          type="email"
          autoComplete="off"
          placeholder="prospect@company.com"
        />
        <FormField id="relay-select" label="Relay" error={errors.relayId?.message}>
          <Select {...form.register('relayId')} placeholder="Select a relay">
            {namedOptions(bookable)}
          </Select>
        </FormField>
        <TextField form={form} name="prospectName" id="relay-prospect-name" label="Name" placeholder="Prospect's full name" />
        <FormField id="relay-prospect-zone" label="Timezone" error={errors.timezone?.message}>
          {(a) => (
            <Controller
              control={form.control}
              name="timezone"
              render={({ field }) => <TimezoneSelect {...a} value={field.value} onChange={field.onChange} />}
            />
          )}
        </FormField>
        <FormField
          id="relay-recipient"
          label="Recipient"
          hint="Who receives the confirmation besides the prospect (optional)."
          className="sm:col-span-2"
        >
          <Input {...form.register('recipient')} placeholder="assistant@company.com" />
        </FormField>
        {questions.map((q) => (
          <FormField key={q.id} id={`relay-q-${q.id}`} label={q.label} className="sm:col-span-2">
            {q.type === 'dropdown' || q.type === 'radio' ? (
              <Select {...form.register(`answers.${q.id}` as const)} placeholder={q.placeholder || 'Select…'}>
                {(q.options ?? []).map((o) => (
                  <option key={o} value={o}>
                    {o}
                  </option>
                ))}
              </Select>
            ) : (
              <Input {...form.register(`answers.${q.id}` as const)} placeholder={q.placeholder ?? ''} />
            )}
          </FormField>
        ))}
      </TitledCard>
      <RelayOverrides relay={relay} assigneeChoice={prefs.data?.assigneeChoice} form={form} />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" loading={start.isPending}>
          Find the assignee
        </Button>
        {relay?.canBook && (
          <span className="text-xs text-muted-foreground">The relay decides in one step: CRM owner first, then its pods in turn.</span>
        )}
        {onDirect && (
          <Button type="button" variant="link" onClick={onDirect}>
            Book without a relay
          </Button>
        )}
      </div>
      {start.isError && !(start.error instanceof ApiRequestError && start.error.status === 422) && (
        <p className="text-sm text-destructive">{start.error.message}</p>
      )}
      <p className="sr-only" aria-live="polite">
        {start.isSuccess ? 'Assignee found' : ''}
      </p>
      <Link to="/relay-meeting-links" className="w-fit text-sm text-primary hover:underline">
        Share a relay link instead
      </Link>
    </form>
  );
}

export function RelayBookHeader() {
  return (
    <PageHeader
      title="Book a meeting"
      description="Hand a prospect over to the right representative through a relay, or book with a meeting type directly."
    />
  );
}
