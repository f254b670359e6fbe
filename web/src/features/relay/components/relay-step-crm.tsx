import { useFormContext, useWatch, type FieldPath } from 'react-hook-form';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Select } from '@web/components/ui/select';
import { CrmFieldDatalist } from '@web/components/crm/crm-field-datalist';
import { useCrmFieldOptions, useFormDetail } from '../api/list-options';
import type { RelayForm } from './relay-form-model';

/** The CRM step: which module a handoff updates and which prospect answers go to which CRM fields. */
export function StepCrm() {
  const { register, control, setValue, getValues } = useFormContext<RelayForm>();
  const formId = useWatch({ control, name: 'formId' });
  const fields = useWatch({ control, name: 'crmMapping.fields' }) ?? [];
  const detail = useFormDetail(formId);
  const module = useWatch({ control, name: 'crmMapping.module' });
  const crmFields = useCrmFieldOptions(module === 'lead' ? 'lead' : 'contact');
  return (
    <div className="grid gap-4">
      <CrmFieldDatalist id="relay-crm-fields" fields={crmFields.data} />
      <FormField id="relay-crm-module" label="CRM module to update">
        <Select {...register('crmMapping.module')}>
          <option value="contact">Contact</option>
          <option value="lead">Lead</option>
          <option value="both">Lead and contact</option>
        </Select>
      </FormField>
      <div className="grid gap-2">
        <p className="text-sm font-medium">Map prospect answers to CRM fields</p>
        {fields.map((_, i) => (
          <div key={i} className="flex flex-wrap items-end gap-2">
            <FormField id={`crm-q-${i}`} label="Question" className="min-w-40 flex-1">
              <Select {...register(`crmMapping.fields.${i}.question` as FieldPath<RelayForm>)}>
                {(detail.data?.questions ?? []).map((q) => (
                  <option key={q.id} value={q.id}>
                    {q.label}
                  </option>
                ))}
              </Select>
            </FormField>
            <FormField id={`crm-f-${i}`} label="CRM field" className="min-w-40 flex-1">
              <Input
                {...register(`crmMapping.fields.${i}.field` as FieldPath<RelayForm>)}
                placeholder="company"
                list="relay-crm-fields"
                autoComplete="off"
              />
            </FormField>
            <Button
              type="button"
              variant="ghost"
              onClick={() =>
                setValue(
                  'crmMapping.fields',
                  getValues('crmMapping.fields')!.filter((__, j) => j !== i),
                  { shouldDirty: true },
                )
              }
            >
              Remove
            </Button>
          </div>
        ))}
        <Button
          type="button"
          variant="outline"
          className="w-fit"
          disabled={!detail.data}
          onClick={() =>
            setValue(
              'crmMapping.fields',
              [...(getValues('crmMapping.fields') ?? []), { question: detail.data?.questions[0]?.id ?? '', field: '' }],
              { shouldDirty: true },
            )
          }
        >
          Add field mapping
        </Button>
      </div>
    </div>
  );
}
