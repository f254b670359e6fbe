import { useFieldArray, useFormContext } from 'react-hook-form';
import { Plus } from 'lucide-react';
import { FIELD_SUGGESTIONS } from '@web/components/rules/condition-model';
import { Button } from '@web/components/ui/button';
import { FieldError, FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import type { RedirectRuleForm } from './redirect-rule-form-model';
import { RemoveButton } from '@web/components/ui/remove-button';

/**
 * Query parameters of a redirect rule: a key name and the form field whose answer is its value. A rule
 * serves every router, so the field is typed (with common names suggested) rather than picked from one form.
 */
export function QueryParamsField() {
  const { control, register, formState } = useFormContext<RedirectRuleForm>();
  const { fields, append, remove } = useFieldArray({ control, name: 'queryParams' });
  const errors = formState.errors.queryParams;
  const listError = errors?.message ?? errors?.root?.message;
  return (
    <div className="grid gap-3">
      <datalist id="redirect-form-fields">
        {FIELD_SUGGESTIONS.form.map((f) => (
          <option key={f} value={f} />
        ))}
      </datalist>
      {fields.length === 0 ? (
        <p className="rounded-md border border-dashed px-4 py-4 text-sm text-muted-foreground">No query parameters.</p>
      ) : (
        <ul className="grid gap-3" aria-label="Query parameters">
          {fields.map((f, i) => (
            <li key={f.id} className="grid grid-cols-[1fr_1fr_auto] items-start gap-2">
              <FormField id={`queryParams.${i}.key`} label={`Key name ${i + 1}`} error={errors?.[i]?.key?.message}>
                <Input placeholder="utm_source" autoComplete="off" {...register(`queryParams.${i}.key`)} />
              </FormField>
              <FormField id={`queryParams.${i}.formField`} label={`Value ${i + 1}`} error={errors?.[i]?.formField?.message}>
                <Input
                  placeholder="Form field, e.g. email"
                  autoComplete="off"
                  list="redirect-form-fields"
                  {...register(`queryParams.${i}.formField`)}
                />
              </FormField>
              <RemoveButton label={`Remove query parameter ${i + 1}`} onClick={() => remove(i)} className="mt-6" />
            </li>
          ))}
        </ul>
      )}
      <FieldError>{listError}</FieldError>
      <Button type="button" variant="outline" size="sm" className="w-fit" onClick={() => append({ key: '', formField: '' })}>
        <Plus /> Add query parameter
      </Button>
    </div>
  );
}
