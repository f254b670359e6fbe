import * as React from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Plus, X } from 'lucide-react';
import { QUESTION_TYPE_LABELS, QUESTION_TYPES, type FormQuestionValues } from '@contracts/forms';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Select } from '@web/components/ui/select';
import { Label } from '@web/components/ui/label';
import { Switch } from '@web/components/ui/switch';
import { CrmFieldSelect } from './crm-field-select';
import { isDefaultQuestion, questionResolver, type QuestionForm } from './form-model';

/** Adds or edits one question: text, placeholder, type, options, required flag and the CRM fields it fills. */
export function QuestionEditorDialog({
  question,
  isNew,
  open,
  onOpenChange,
  onSave,
}: {
  question: QuestionForm | null;
  isNew: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSave: (question: FormQuestionValues) => void;
}) {
  const form = useForm<QuestionForm, unknown, FormQuestionValues>({ resolver: questionResolver, defaultValues: question ?? undefined, criteriaMode: 'all' });
  const { register, control, handleSubmit, watch, reset, formState } = form;
  const { errors } = formState;
  React.useEffect(() => {
    if (open && question) reset(question);
  }, [open, question, reset]);
  const type = watch('type');
  const locked = question ? isDefaultQuestion(question.id) : false;
  const choices = type !== 'text';
  const submit = handleSubmit((values) => {
    onSave(values);
    onOpenChange(false);
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <form
          noValidate
          onSubmit={(e) => {
            // The dialog sits inside the builder's <form> in the React tree: keep its submit to itself.
            e.stopPropagation();
            void submit(e);
          }}
          className="grid gap-4"
        >
          <DialogHeader>
            <DialogTitle>{isNew ? 'Add question' : 'Edit question'}</DialogTitle>
            <DialogDescription>
              {locked ? 'Every form asks for the name and e-mail: you can reword this question and change what it fills in the CRM.' : 'What the prospect is asked, and where the answer goes in the CRM.'}
            </DialogDescription>
          </DialogHeader>
          <FormField id="question-label" label="Question" error={errors.label?.message}>
            <Input autoComplete="off" placeholder="What is your company size?" {...register('label')} />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="question-type" label="Type" error={errors.type?.message} hint={locked ? 'Always a text question' : undefined}>
              <Select disabled={locked} {...register('type')}>
                {QUESTION_TYPES.map((t) => (
                  <option key={t} value={t}>
                    {QUESTION_TYPE_LABELS[t]}
                  </option>
                ))}
              </Select>
            </FormField>
            <FormField id="question-placeholder" label="Placeholder" error={errors.placeholder?.message} hint={type === 'radio' || type === 'checkbox' ? 'Optional for this type' : undefined}>
              <Input autoComplete="off" placeholder={type === 'dropdown' ? 'Choose one' : 'Type your answer'} {...register('placeholder')} />
            </FormField>
          </div>
          {choices && (
            <Controller
              control={control}
              name="options"
              render={({ field }) => (
                <OptionsEditor
                  value={field.value ?? []}
                  onChange={field.onChange}
                  error={errors.options?.message ?? (Array.isArray(errors.options) ? errors.options.find((o) => o?.message)?.message : undefined)}
                  invalid={(i) => Array.isArray(errors.options) && !!errors.options[i]}
                />
              )}
            />
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <Controller
              control={control}
              name="contactField"
              render={({ field }) => (
                <FormField id="question-contact-field" label="Contact field" error={errors.contactField?.message}>
                  <CrmFieldSelect module="contact" value={field.value} onChange={field.onChange} onBlur={field.onBlur} ref={field.ref} />
                </FormField>
              )}
            />
            <Controller
              control={control}
              name="leadField"
              render={({ field }) => (
                <FormField id="question-lead-field" label="Lead field" error={errors.leadField?.message}>
                  <CrmFieldSelect module="lead" value={field.value} onChange={field.onChange} onBlur={field.onBlur} ref={field.ref} />
                </FormField>
              )}
            />
          </div>
          <Controller
            control={control}
            name="required"
            render={({ field }) => (
              <div className="flex items-center gap-3">
                <Switch id="question-required" checked={locked || !!field.value} disabled={locked} onCheckedChange={field.onChange} />
                <Label htmlFor="question-required">Required</Label>
              </div>
            )}
          />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit">{isNew ? 'Add question' : 'Save question'}</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** The choices of a radio, checkbox or dropdown question, one input each. */
function OptionsEditor({ value, onChange, error, invalid }: { value: string[]; onChange: (next: string[]) => void; error?: string; invalid: (index: number) => boolean }) {
  const last = React.useRef<HTMLInputElement>(null);
  const [focusLast, setFocusLast] = React.useState(false);
  React.useEffect(() => {
    if (focusLast) last.current?.focus();
    setFocusLast(false);
  }, [focusLast]);
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1.5 text-sm font-medium">Options</legend>
      {value.map((option, i) => (
        <div key={i} className="flex items-center gap-2">
          <Input
            ref={i === value.length - 1 ? last : undefined}
            aria-label={`Option ${i + 1}`}
            aria-invalid={invalid(i) || undefined}
            aria-describedby={error ? 'question-options-error' : undefined}
            value={option}
            onChange={(e) => onChange(value.map((o, j) => (j === i ? e.target.value : o)))}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                onChange([...value, '']);
                setFocusLast(true);
              }
            }}
          />
          <Button type="button" variant="ghost" size="icon" aria-label={`Remove option ${i + 1}`} onClick={() => onChange(value.filter((_, j) => j !== i))}>
            <X />
          </Button>
        </div>
      ))}
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="w-fit"
        onClick={() => {
          onChange([...value, '']);
          setFocusLast(true);
        }}
      >
        <Plus /> Add option
      </Button>
      {error && (
        <p id="question-options-error" role="alert" className="text-xs font-medium text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
