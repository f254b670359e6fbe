import * as React from 'react';
import { Controller, useForm } from 'react-hook-form';
import { QUESTION_TYPE_LABELS, QUESTION_TYPES, type FormQuestionValues } from '@contracts/forms';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import type { DialogState } from '@web/components/ui/dialog';
import { FormField } from '@web/components/ui/form-field';
import { Label } from '@web/components/ui/label';
import { Switch } from '@web/components/ui/switch';
import { CrmFieldSelect } from './crm-field-select';
import { OptionsEditor } from './question-options-editor';
import { isDefaultQuestion, questionResolver, type QuestionForm } from './form-model';
import { labelledOptions } from '@web/components/ui/named-options';
import { SelectField, TextField } from '@web/components/ui/text-field';

/** Adds or edits one question: text, placeholder, type, options, required flag and the CRM fields it fills. */
export function QuestionEditorDialog({
  question,
  isNew,
  open,
  onOpenChange,
  onSave,
}: DialogState & {
  question: QuestionForm | null;
  isNew: boolean;
  onSave: (question: FormQuestionValues) => void;
}) {
  const form = useForm<QuestionForm, unknown, FormQuestionValues>({
    resolver: questionResolver,
    defaultValues: question ?? undefined,
    criteriaMode: 'all',
  });
  const { control, handleSubmit, watch, reset, formState } = form;
  const { errors } = formState;
  React.useEffect(() => {
    if (open && question) reset(question);
  }, [open, question, reset]);
  const type = watch('type');
  const locked = question ? isDefaultQuestion(question.id) : false;
  const choices = type !== 'text';
  const crmField = (name: 'contactField' | 'leadField', module: 'contact' | 'lead', label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormField id={`question-${module}-field`} label={label} error={errors[name]?.message}>
          <CrmFieldSelect module={module} value={field.value} onChange={field.onChange} onBlur={field.onBlur} ref={field.ref} />
        </FormField>
      )}
    />
  );
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
              {locked
                ? 'Every form asks for the name and e-mail: you can reword this question and change what it fills in the CRM.'
                : 'What the prospect is asked, and where the answer goes in the CRM.'}
            </DialogDescription>
          </DialogHeader>
          <TextField
            form={form}
            name="label"
            id="question-label"
            label="Question"
            autoComplete="off"
            placeholder="What is your company size?"
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              form={form}
              name="type"
              id="question-type"
              label="Type"
              hint={locked ? 'Always a text question' : undefined}
              disabled={locked}
            >
              {labelledOptions(QUESTION_TYPES, QUESTION_TYPE_LABELS)}
            </SelectField>
            <TextField
              form={form}
              name="placeholder"
              id="question-placeholder"
              label="Placeholder"
              hint={type === 'radio' || type === 'checkbox' ? 'Optional for this type' : undefined}
              autoComplete="off"
              placeholder={type === 'dropdown' ? 'Choose one' : 'Type your answer'}
            />
          </div>
          {choices && (
            <Controller
              control={control}
              name="options"
              render={({ field }) => (
                <OptionsEditor
                  value={field.value ?? []}
                  onChange={field.onChange}
                  error={
                    errors.options?.message ?? (Array.isArray(errors.options) ? errors.options.find((o) => o?.message)?.message : undefined)
                  }
                  invalid={(i) => Array.isArray(errors.options) && !!errors.options[i]}
                />
              )}
            />
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            {crmField('contactField', 'contact', 'Contact field')}
            {crmField('leadField', 'lead', 'Lead field')}
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
