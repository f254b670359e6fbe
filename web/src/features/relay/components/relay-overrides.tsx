import type { UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';
import type { RelaySummaryDto } from '@contracts/relay';
import type { RelayPreferencesDto, RelaySessionStart } from '@contracts/relay-sessions';
import { TitledCard } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { Select } from '@web/components/ui/select';
import { meetingTypeLabel } from '@web/components/ui/named-options';
import { useDistributionOptions, useMeetingTypeOptions, useMemberOptions } from '../api/list-options';

// An override left empty is not sent: the relay decides.
const unset = { setValueAs: (v: string) => v || undefined };

/** One of the booker's overrides (pod, meeting type, assignee), offered only where the relay allows it. */
function OverrideField(p: {
  id: string;
  label: string;
  hint: string;
  error?: string;
  field: UseFormRegisterReturn;
  none: string;
  options: { value: string; label: string }[];
}) {
  return (
    <FormField id={p.id} label={p.label} hint={p.hint} error={p.error}>
      <Select {...p.field} placeholder={p.none}>
        <option value="">{p.none}</option>
        {p.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    </FormField>
  );
}

type Props = {
  relay: RelaySummaryDto | undefined;
  assigneeChoice: RelayPreferencesDto['assigneeChoice'] | undefined;
  form: UseFormReturn<RelaySessionStart>;
};

/** The booker's overrides of a relay's choice: pod, meeting type and assignee, each only where the relay allows it. */
export function RelayOverrides({ relay, assigneeChoice, form }: Props) {
  const pods = useDistributionOptions('rule').data ?? [];
  const fallbacks = useDistributionOptions('fallback_pod').data ?? [];
  const members = useMemberOptions().data ?? [];
  const types = useMeetingTypeOptions().data ?? [];
  const relayPods = relay
    ? [...pods, ...fallbacks].filter((p) => relay.distributionPodIds.includes(p.id) || p.id === relay.fallbackPodId)
    : [];
  // The relay decides who; a booker may choose only where the relay allows it (and their preference asks to).
  const canChoosePod = !!relay?.flags.allowPodOverride;
  const canChooseAssignee =
    !!relay && (relay.flags.allowRoundRobinOverride || relay.flags.assignToSpecificMember) && assigneeChoice === 'choose';
  const canChooseType = !!relay?.flags.overrideMeetingType;
  const { errors } = form.formState;
  if (!canChoosePod && !canChooseAssignee && !canChooseType) return null;
  return (
    <TitledCard title="Override" contentClassName="grid gap-4 sm:grid-cols-2">
      {canChoosePod && (
        <OverrideField
          id="relay-pod"
          label="Pod"
          hint="Leave empty to let the relay decide."
          error={errors.podId?.message}
          field={form.register('podId', unset)}
          none="Decided by the relay"
          options={relayPods.map((p) => ({ value: p.id, label: p.name }))}
        />
      )}
      {canChooseType && (
        <OverrideField
          id="relay-meeting-type"
          label="Meeting type"
          hint={`Leave empty for the relay's ${relay?.meetingType?.name ?? 'meeting type'}.`}
          error={errors.meetingTypeId?.message}
          field={form.register('meetingTypeId', unset)}
          none="The relay's meeting type"
          options={types
            .filter((t) => t.status !== 'expired' && t.id !== relay?.meetingTypeId)
            .map((t) => ({ value: t.id, label: meetingTypeLabel(t) }))}
        />
      )}
      {canChooseAssignee && (
        <OverrideField
          id="relay-assignee-choice"
          label="Assignee"
          hint="Skips matching and round robin for this prospect."
          error={errors.assigneeUserId?.message}
          field={form.register('assigneeUserId', unset)}
          none="Decided by the relay"
          options={members.map((m) => ({ value: m.id, label: m.name }))}
        />
      )}
    </TitledCard>
  );
}
