import { Controller, useFormContext } from 'react-hook-form';
import type { CalibrationSettings } from '@contracts/round-robin';
import { FormSection } from '@web/components/ui/form-section';
import { RadioCardsField } from '@web/components/ui/radio-cards-field';
import { SegmentedControl } from '@web/components/ui/segmented-control';
import { Switch } from '@web/components/ui/switch';
import { cn } from '@web/lib/utils';
import { CALIBRATION_LABELS, METHODS, METHOD_HINTS, METHOD_LABELS, RESET_LABELS } from './distribution-labels';
import type { DistributionForm } from './distribution-form-model';

type Flag = Exclude<keyof CalibrationSettings, 'resetPeriod'>;

/** The round robin method, with a one-line explanation each, and the pod's calibration settings. */
export function MethodCalibrationSection() {
  const { control, watch, formState } = useFormContext<DistributionForm>();
  const [method, creditBack] = watch(['method', 'calibration.creditBack']);
  const flexible = method === 'round_robin_available';

  const toggle = (flag: Flag, opts: { disabled?: boolean; note?: string; nested?: boolean } = {}) => (
    <Controller
      key={flag}
      control={control}
      name={`calibration.${flag}`}
      render={({ field }) => (
        <div className={cn('flex items-start justify-between gap-4 py-3', opts.nested && 'pl-6')}>
          <div className="grid gap-0.5">
            <label htmlFor={`calibration.${flag}`} className={cn('text-sm font-medium', opts.disabled && 'text-muted-foreground')}>
              {CALIBRATION_LABELS[flag].label}
            </label>
            <p className="text-xs text-muted-foreground">{opts.note ?? CALIBRATION_LABELS[flag].hint}</p>
          </div>
          <Switch
            id={`calibration.${flag}`}
            checked={field.value && !opts.disabled}
            onCheckedChange={field.onChange}
            disabled={opts.disabled}
          />
        </div>
      )}
    />
  );

  return (
    <>
      <FormSection title="Round robin method" description="When the member is chosen, and how.">
        <RadioCardsField
          control={control}
          name="method"
          legend="Method"
          error={formState.errors.method?.message}
          options={METHODS.map((m) => ({ value: m, label: METHOD_LABELS[m], description: METHOD_HINTS[m] }))}
        />
      </FormSection>
      <FormSection title="Calibration" description="Keep the distribution fair when meetings do not go as planned.">
        <Controller
          control={control}
          name="calibration.resetPeriod"
          render={({ field }) => (
            <div className="grid gap-1">
              <SegmentedControl
                name="calibration.resetPeriod"
                legend="Reset counts"
                value={field.value}
                onChange={field.onChange}
                options={(['monthly', 'quarterly'] as const).map((p) => ({ value: p, label: RESET_LABELS[p] }))}
              />
              <p className="text-xs text-muted-foreground">Levels start again from zero at the start of each period.</p>
            </div>
          )}
        />
        <div className="divide-y rounded-md border px-3">
          {toggle('vacationCalibration', flexible ? { disabled: true, note: 'Not available with the available (flexible) method.' } : {})}
          {toggle('creditBack')}
          {toggle('ncCreditBack', { nested: true, disabled: !creditBack })}
          {toggle('cancelCreditBack', { nested: true, disabled: !creditBack })}
          {toggle('newMemberCalibration')}
          {toggle('reassignCalibration')}
        </div>
      </FormSection>
    </>
  );
}
