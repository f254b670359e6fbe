import * as React from 'react';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from '@web/components/ui/sheet';
import { CrmRecordPicker } from './crm-record-picker';

type SheetProps = {
  /** The trigger's icon and words; the sheet's title unless `title` says otherwise. */
  icon: React.ReactNode;
  label: string;
  title?: string;
  /** The description's id (the sheet is described by it) and its words. */
  id: string;
  description: string;
  className: string;
  children: React.ReactNode;
};

/** A router tool opened from an editor (preview, replay): its outline button, and the side sheet it opens. */
export function ToolSheet({ icon, label, title = label, id, description, className, children }: SheetProps) {
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
        {children}
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

/** A tool's submit button, and why the last run failed. */
export function RunButton({
  label,
  pending,
  disabled,
  error,
}: {
  label: string;
  pending: boolean;
  disabled?: boolean;
  error?: Error | null;
}) {
  return (
    <>
      <Button type="submit" loading={pending} disabled={disabled} className="justify-self-start">
        {label}
      </Button>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error.message}
        </p>
      )}
    </>
  );
}
