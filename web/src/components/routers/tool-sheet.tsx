import * as React from 'react';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Sheet, SheetBody, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from '@web/components/ui/sheet';
import { CrmRecordPicker } from './crm-record-picker';

type SheetProps = {
  /** The trigger's icon and words; the sheet's title unless `title` says otherwise. */
  icon: React.ReactNode;
  label: string;
  title?: string;
  /** What the sheet is for, under its title (the sheet is described by it). */
  description: string;
  className: string;
  children: React.ReactNode;
};

/** A router tool opened from an editor (preview, replay): its outline button, and the side sheet it opens with `children` in its body. */
export function ToolSheet({ icon, label, title = label, description, className, children }: SheetProps) {
  const id = React.useId();
  return (
    <Sheet>
      <SheetTrigger asChild>
        <Button type="button" variant="outline" size="sm">
          {icon} {label}
        </Button>
      </SheetTrigger>
      <SheetContent aria-describedby={id} className={className}>
        <SheetHeader>
          <SheetTitle>{title}</SheetTitle>
          <SheetDescription id={id}>{description}</SheetDescription>
        </SheetHeader>
        <SheetBody>{children}</SheetBody>
      </SheetContent>
    </Sheet>
  );
}

type Answers = Record<string, string>;

type ProspectInput = {
  answers: Answers;
  setAnswers: React.Dispatch<React.SetStateAction<Answers>>;
  crmRecordId: string | null;
  setCrmRecordId: (id: string | null) => void;
};

/**
 * The prospect a preview runs, as ProspectFields edits it: `input` goes to the fields, and `prospect()` is what the
 * preview sends (the answers typed, blank ones left out, and the CRM record when one is picked).
 */
export function useProspectInput() {
  const [answers, setAnswers] = React.useState<Answers>({});
  const [crmRecordId, setCrmRecordId] = React.useState<string | null>(null);
  const input: ProspectInput = { answers, setAnswers, crmRecordId, setCrmRecordId };
  const prospect = () => ({
    answers: Object.fromEntries(Object.entries(answers).filter(([, v]) => v.trim())),
    ...(crmRecordId ? { crmRecordId } : {}),
  });
  return { input, prospect };
}

/** A prospect typed by hand for a preview: an input per form field, or a real CRM record. */
export function ProspectFields(p: ProspectInput & { idPrefix: string; fields: { value: string; label: string }[] }) {
  return (
    <>
      {p.fields.map((f) => (
        <FormField key={f.value} id={`${p.idPrefix}${f.value}`} label={f.label}>
          <Input value={p.answers[f.value] ?? ''} onChange={(e) => p.setAnswers((a) => ({ ...a, [f.value]: e.target.value }))} />
        </FormField>
      ))}
      <CrmRecordPicker value={p.crmRecordId} onChange={p.setCrmRecordId} />
    </>
  );
}

/**
 * A tool's form: what the run needs, then its submit button and why the last run failed. `onRun` is called
 * instead of a page submit; `run` says the button's words and state.
 */
export function ToolForm({
  label,
  onRun,
  run,
  children,
}: {
  /** The form's accessible name. */
  label: string;
  onRun: () => void;
  run: { label: string; pending: boolean; disabled?: boolean; error?: Error | null };
  children: React.ReactNode;
}) {
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    onRun();
  };
  return (
    <form onSubmit={submit} noValidate aria-label={label} className="grid gap-3">
      {children}
      <Button type="submit" loading={run.pending} disabled={run.disabled} className="justify-self-start">
        {run.label}
      </Button>
      {run.error && (
        <p role="alert" className="text-sm text-destructive">
          {run.error.message}
        </p>
      )}
    </form>
  );
}
