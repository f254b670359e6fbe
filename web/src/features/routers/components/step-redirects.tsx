import { Controller, useFieldArray, useFormContext } from 'react-hook-form';
import { Link } from 'react-router';
import { Plus } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { FieldError, FormField } from '@web/components/ui/form-field';
import { FormSection } from '@web/components/ui/form-section';
import { Input } from '@web/components/ui/input';
import { Select } from '@web/components/ui/select';
import { useFormFields } from '../hooks/use-form-fields';
import type { RouterForm } from './router-form-model';
import { RemoveButton } from '@web/components/ui/remove-button';

const URLS = [
  { name: 'bookedUrl', label: 'Meeting booked URL', hint: 'Where prospects go after booking a meeting.' },
  { name: 'notBookedUrl', label: 'Meeting not booked URL', hint: 'Where prospects go when they leave the scheduler without booking.' },
  { name: 'disqualifiedUrl', label: 'Prospect disqualified URL', hint: 'Where disqualified prospects go.' },
] as const;

/**
 * Step 5, Set redirect URLs: the fallback URL per outcome, and query parameters filled from form answers.
 * `queryParamsLocked`: the editor moved the router to another form, and the server clears the parameters
 * on that save, so new ones wait until it is saved.
 */
export function StepRedirects({ queryParamsLocked }: { queryParamsLocked?: boolean }) {
  const { register, formState } = useFormContext<RouterForm>();
  const errors = formState.errors.redirects;
  return (
    <div>
      <FormSection
        title="Redirect URLs"
        description={
          <>
            Used when no{' '}
            <Link to="/redirect-rules" className="font-medium text-primary hover:underline">
              redirect rule
            </Link>{' '}
            matches: redirect rules apply first.
          </>
        }
      >
        {URLS.map((u) => (
          <FormField key={u.name} id={`redirects.${u.name}`} label={u.label} error={errors?.[u.name]?.message} hint={u.hint}>
            <Input type="url" inputMode="url" placeholder="https://www.example.com/thank-you" {...register(`redirects.${u.name}`)} />
          </FormField>
        ))}
      </FormSection>
      <FormSection
        title="Query parameters"
        description="Added to every redirect URL, each with the prospect's answer to a form field as its value."
      >
        {queryParamsLocked ? (
          <p className="rounded-md border border-dashed px-4 py-4 text-sm text-muted-foreground">
            Save the router with its new form first, then add query parameters from that form's fields.
          </p>
        ) : (
          <QueryParamsField />
        )}
      </FormSection>
    </div>
  );
}

function QueryParamsField() {
  const { control, register, formState, watch } = useFormContext<RouterForm>();
  const { fields, append, remove } = useFieldArray({ control, name: 'redirects.queryParams' });
  const formId = watch('formId');
  const formFields = useFormFields(formId);
  const errors = formState.errors.redirects?.queryParams;
  const listError = errors?.message ?? errors?.root?.message;
  return (
    <div className="grid gap-3">
      {fields.length === 0 ? (
        <p className="rounded-md border border-dashed px-4 py-4 text-sm text-muted-foreground">No query parameters.</p>
      ) : (
        <ul className="grid gap-3" aria-label="Query parameters">
          {fields.map((f, i) => {
            const rowErrors = errors?.[i];
            return (
              <li key={f.id} className="grid grid-cols-[1fr_1fr_auto] items-start gap-2">
                <FormField id={`redirects.queryParams.${i}.key`} label={`Key name ${i + 1}`} error={rowErrors?.key?.message}>
                  <Input placeholder="utm_source" autoComplete="off" {...register(`redirects.queryParams.${i}.key`)} />
                </FormField>
                <FormField id={`redirects.queryParams.${i}.formField`} label={`Value ${i + 1}`} error={rowErrors?.formField?.message}>
                  {(props) => (
                    <Controller
                      control={control}
                      name={`redirects.queryParams.${i}.formField`}
                      render={({ field }) => (
                        <Select {...props} ref={field.ref} value={field.value} onChange={field.onChange} onBlur={field.onBlur}>
                          <option value="" hidden>
                            Choose a form field
                          </option>
                          {formFields.fields.map((o) => (
                            <option key={o.value} value={o.value}>
                              {o.label}
                            </option>
                          ))}
                          {field.value && !formFields.fields.some((o) => o.value === field.value) && (
                            <option value={field.value}>{field.value}</option>
                          )}
                        </Select>
                      )}
                    />
                  )}
                </FormField>
                <RemoveButton label={`Remove query parameter ${i + 1}`} onClick={() => remove(i)} className="mt-6" />
              </li>
            );
          })}
        </ul>
      )}
      <FieldError>{listError}</FieldError>
      {!formId && <p className="text-xs text-muted-foreground">Map a form first to choose the fields values come from.</p>}
      <Button type="button" variant="outline" size="sm" className="w-fit" onClick={() => append({ key: '', formField: '' })}>
        <Plus /> Add query parameter
      </Button>
    </div>
  );
}
