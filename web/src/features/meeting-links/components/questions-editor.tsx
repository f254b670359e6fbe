import * as React from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { ListPlus, Plus } from 'lucide-react';
import { QUESTION_TYPE_LABELS, QUESTION_TYPES, type LinkQuestion } from '@contracts/meeting-links';
import { Button } from '@web/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@web/components/ui/dropdown-menu';
import { newQuestion, type LinkForm } from './link-form-model';
import { QuestionItem } from './question-item';
import { FieldError } from '@web/components/ui/form-field';

const MAX_QUESTIONS = 20;

/** The booking page's extra questions: add one of four types, edit, mark required, reorder, remove. */
export function QuestionsEditor() {
  const form = useFormContext<LinkForm>();
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: 'questions', keyName: 'key' });
  const [expanded, setExpanded] = React.useState<string | null>(null);
  const errors = form.formState.errors.questions;
  const add = (type: LinkQuestion['type']) => {
    const q = newQuestion(type);
    append(q, { focusName: 'questions.' + fields.length + '.question' });
    setExpanded(q.id);
  };
  const addMenu = (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button type="button" variant="outline" disabled={fields.length >= MAX_QUESTIONS}>
          <Plus /> Add question
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        {QUESTION_TYPES.map((t) => (
          <DropdownMenuItem key={t} onSelect={() => add(t)}>
            {QUESTION_TYPE_LABELS[t]}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );

  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">
        Name and e-mail are always asked. Add questions to qualify the prospect before the meeting.
      </p>
      {fields.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed p-8 text-center">
          <ListPlus className="h-8 w-8 text-muted-foreground" aria-hidden />
          <p className="text-sm text-muted-foreground">No extra questions yet.</p>
          {addMenu}
        </div>
      ) : (
        <>
          <ol className="grid gap-2" aria-label="Questions">
            {fields.map((field, index) => {
              const id = form.getValues(`questions.${index}.id`) ?? field.key;
              const open = expanded === id || !!errors?.[index];
              return (
                <QuestionItem
                  key={field.key}
                  index={index}
                  total={fields.length}
                  open={open}
                  onToggle={() => setExpanded(open ? null : id)}
                  onMove={(to) => move(index, to)}
                  onRemove={() => remove(index)}
                />
              );
            })}
          </ol>
          <div>{addMenu}</div>
        </>
      )}
      <FieldError>{errors?.root?.message}</FieldError>
    </div>
  );
}
