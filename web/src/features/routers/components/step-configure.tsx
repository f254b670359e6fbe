import { Controller, useFormContext } from 'react-hook-form';
import { CRM_MODULE_LABELS, CRM_MODULES_TO_UPDATE, ROUTER_MESSAGES } from '@contracts/routers';
import { FormSection } from '@web/components/ui/form-section';
import { RadioCards } from '@web/components/ui/radio-cards';
import { TextField } from '@web/components/ui/text-field';
import { flagActsFor, leadsConflict, type FlagName, type RouterForm } from './router-form-model';
import { SwitchRow } from './switch-row';

const CRM_MODULE_DESCRIPTIONS = {
  lead: 'New prospects become leads.',
  contact: 'New prospects become contacts.',
  both: 'Prospects are written as leads and as contacts.',
} as const;

const RECORD_FLAGS: { name: FlagName; label: string }[] = [
  { name: 'createLeads', label: 'Create leads' },
  { name: 'updateLeads', label: 'Update leads' },
  { name: 'createContacts', label: 'Create contacts' },
  { name: 'updateContacts', label: 'Update contacts' },
  { name: 'createAccounts', label: 'Create accounts' },
  { name: 'updateAccounts', label: 'Update accounts' },
];

/** Step 6, Configure router: its name, the CRM module it writes, disqualification and CRM record settings. */
export function StepConfigure() {
  const form = useFormContext<RouterForm>();
  const { control, formState, watch, clearErrors, setValue } = form;
  const errors = formState.errors;
  const crmModule = watch('crmModule');
  const flags = watch(RECORD_FLAGS.map((f) => f.name));
  const shownFlags = RECORD_FLAGS.filter((f) => flagActsFor(crmModule, f.name));
  // What is saved is what is shown: switching the module turns off the flags that no longer act.
  const chooseModule = (next: RouterForm['crmModule'], onChange: (m: RouterForm['crmModule']) => void) => {
    onChange(next);
    for (const f of RECORD_FLAGS) if (!flagActsFor(next, f.name)) setValue(f.name, false, { shouldDirty: true });
    clearErrors('createLeads');
  };
  // Said as soon as the combination is chosen, not only on Create.
  const conflict = leadsConflict({ crmModule, ...Object.fromEntries(RECORD_FLAGS.map((f, i) => [f.name, flags[i]])) } as Parameters<
    typeof leadsConflict
  >[0]);
  return (
    <div>
      <FormSection title="Router" description="The name your team sees in the router list and the routing log.">
        <TextField form={form} name="name" label="Router name" autoComplete="off" placeholder="Website demo requests" />
        <Controller
          control={control}
          name="crmModule"
          render={({ field }) => (
            <RadioCards
              name="crmModule"
              legend="CRM module to update"
              value={field.value || undefined}
              onChange={(m) => chooseModule(m as RouterForm['crmModule'], field.onChange)}
              error={errors.crmModule?.message}
              options={CRM_MODULES_TO_UPDATE.map((m) => ({
                value: m,
                label: CRM_MODULE_LABELS[m],
                description: CRM_MODULE_DESCRIPTIONS[m],
              }))}
            />
          )}
        />
      </FormSection>

      <FormSection title="Disqualification" description="Disqualified prospects see no scheduler and go to the disqualified URL.">
        <SwitchRow
          name="disqualifyFreeEmail"
          label="Free email disqualification"
          description="Disqualify prospects who use a free e-mail provider such as gmail.com."
        />
        <SwitchRow
          name="disqualifyInvalidEmail"
          label="Invalid-email disqualification"
          description="Disqualify prospects whose e-mail address is not valid."
        />
        <SwitchRow
          name="disqualifyLowQuality"
          label="Spam and low-quality lead disqualification"
          description="Disqualify disposable e-mail providers, role addresses such as info@, domains that cannot receive e-mail, and names or addresses typed at random. The routing log names the reasons."
        />
      </FormSection>

      <FormSection
        title="CRM records"
        description="How the router treats records already in your CRM, and which records it creates or updates."
      >
        <SwitchRow
          name="checkExistingEmail"
          label="Check for existing email"
          description="Look the prospect's e-mail up in the CRM before creating a record."
        />
        <SwitchRow
          name="overrideExistingOwner"
          label="Override existing ownership"
          description="Make the assigned representative the owner of an existing record."
        />
        {shownFlags.length === 0 && (
          <p className="rounded-md border border-dashed p-3 text-sm text-muted-foreground">
            Choose the CRM module to update to see which records this router can create or update.
          </p>
        )}
        <div className="grid gap-2 sm:grid-cols-2">
          {shownFlags.map((f) => (
            <SwitchRow
              key={f.name}
              name={f.name}
              label={f.label}
              onChange={() => clearErrors('createLeads')}
              error={f.name === 'createLeads' ? errors.createLeads?.message : undefined}
            />
          ))}
        </div>
        {conflict && !errors.createLeads && (
          <p role="status" className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
            {ROUTER_MESSAGES.leadsExclusive}
          </p>
        )}
      </FormSection>
    </div>
  );
}
