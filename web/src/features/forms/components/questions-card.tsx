import * as React from 'react';
import { useFormContext } from 'react-hook-form';
import { ArrowDown, ArrowUp, Lock, Pencil, Plus, Trash2 } from 'lucide-react';
import { QUESTION_TYPE_LABELS, type FormQuestionValues } from '@contracts/forms';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { DropdownMenuItem, DropdownMenuSeparator } from '@web/components/ui/dropdown-menu';
import { SortableList } from '@web/components/ui/sortable-list';
import { cn } from '@web/lib/utils';
import { crmFieldsLabel } from './crm-field-select';
import { isDefaultQuestion, newQuestion, type NativeForm, type QuestionForm } from './form-model';
import { QuestionEditorDialog } from './question-editor-dialog';
import { FieldError } from '@web/components/ui/form-field';
import { RowActionsMenu } from '@web/components/ui/row-actions-menu';

const move = <T,>(list: T[], from: number, to: number) => {
  const next = list.slice();
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
};

/**
 * The questions of a native form: add, edit, remove and reorder (drag the handle, use the keyboard on
 * it, or Move up / Move down in the row's menu). The name and e-mail questions cannot be removed.
 */
export function QuestionsCard({ readOnly }: { readOnly?: boolean }) {
  const { watch, setValue, formState } = useFormContext<NativeForm>();
  const questions = (watch('questions') ?? []) as QuestionForm[];
  const [editing, setEditing] = React.useState<{ question: QuestionForm; isNew: boolean } | null>(null);
  const [dialogOpen, setDialogOpen] = React.useState(false);
  const errors = formState.errors.questions;
  const listError = errors?.message ?? errors?.root?.message;

  const update = (next: QuestionForm[]) => setValue('questions', next, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  const open = (question: QuestionForm, isNew: boolean) => {
    setEditing({ question, isNew });
    setDialogOpen(true);
  };
  const save = (q: FormQuestionValues) => {
    const at = questions.findIndex((x) => x.id === q.id);
    update(at >= 0 ? questions.map((x) => (x.id === q.id ? q : x)) : [...questions, q]);
  };

  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-4 space-y-0">
        <div className="grid gap-1.5">
          <CardTitle>Questions</CardTitle>
          <CardDescription>
            Each answer fills the mapped contact and lead fields. Drag a question by its handle to reorder it.
          </CardDescription>
        </div>
        {!readOnly && (
          <Button type="button" variant="outline" size="sm" onClick={() => open(newQuestion(questions.map((q) => q.id)), true)}>
            <Plus /> Add question
          </Button>
        )}
      </CardHeader>
      <CardContent className="grid gap-3">
        <SortableList
          label="Questions"
          items={questions}
          getId={(q) => q.id}
          getLabel={(q) => q.label || 'Untitled question'}
          disabled={readOnly}
          onReorder={(next) => update(next)}
          renderItem={(q, { index, handle, dragging }) => {
            const itemError: Record<string, { message?: string } | undefined> | undefined = Array.isArray(errors)
              ? errors[index]
              : undefined;
            const firstError = itemError ? Object.values(itemError).find((e) => typeof e?.message === 'string')?.message : undefined;
            const locked = isDefaultQuestion(q.id);
            return (
              <div
                className={cn(
                  'flex items-center gap-2 rounded-md border bg-background p-2 pr-1',
                  dragging && 'ring-2 ring-ring',
                  firstError && 'border-destructive',
                )}
              >
                {handle}
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
                    <span className="truncate">{q.label || 'Untitled question'}</span>
                    {q.required || locked ? (
                      <span className="text-destructive" aria-label="required">
                        *
                      </span>
                    ) : null}
                    <Badge variant="secondary">{QUESTION_TYPE_LABELS[q.type]}</Badge>
                    {locked && (
                      <Badge variant="outline" className="gap-1">
                        <Lock className="h-3 w-3" aria-hidden /> Default
                      </Badge>
                    )}
                  </p>
                  <p className="mt-0.5 truncate text-xs text-muted-foreground">{crmFieldsLabel(q.contactField, q.leadField)}</p>
                  {firstError && (
                    <p role="alert" className="mt-0.5 text-xs font-medium text-destructive">
                      {firstError}
                    </p>
                  )}
                </div>
                {!readOnly && (
                  <>
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      aria-label={`Edit ${q.label || 'question'}`}
                      onClick={() => open(q, false)}
                    >
                      <Pencil />
                    </Button>
                    <RowActionsMenu name={q.label || 'question'} label={`More actions for ${q.label || 'question'}`}>
                      <DropdownMenuItem disabled={index === 0} onSelect={() => update(move(questions, index, index - 1))}>
                        <ArrowUp /> Move up
                      </DropdownMenuItem>
                      <DropdownMenuItem
                        disabled={index === questions.length - 1}
                        onSelect={() => update(move(questions, index, index + 1))}
                      >
                        <ArrowDown /> Move down
                      </DropdownMenuItem>
                      <DropdownMenuSeparator />
                      <DropdownMenuItem
                        disabled={locked}
                        className="text-destructive focus:text-destructive"
                        onSelect={() => update(questions.filter((x) => x.id !== q.id))}
                      >
                        <Trash2 /> {locked ? 'Cannot remove a default question' : 'Remove'}
                      </DropdownMenuItem>
                    </RowActionsMenu>
                  </>
                )}
              </div>
            );
          }}
        />
        <FieldError>{listError}</FieldError>
      </CardContent>
      <QuestionEditorDialog
        question={editing?.question ?? null}
        isNew={editing?.isNew ?? false}
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        onSave={save}
      />
    </Card>
  );
}
