import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import type { NativeForm } from './form-model';

const fieldClass = 'flex h-9 w-full rounded-md border border-input bg-background px-3 py-1 text-sm shadow-sm';

/** The form as prospects will see it, redrawn as the builder changes; inert so it never takes focus. */
export function FormPreview({ values }: { values: NativeForm }) {
  const questions = values.questions ?? [];
  return (
    <Card aria-labelledby="form-preview-title" className="min-w-0 overflow-hidden">
      <CardHeader>
        <CardTitle id="form-preview-title">Live preview</CardTitle>
        <CardDescription>What prospects see.</CardDescription>
      </CardHeader>
      <CardContent>
        <div inert className="grid min-w-0 gap-4 rounded-md border bg-muted/30 p-4 [overflow-wrap:anywhere]" data-testid="form-preview">
          {questions.map((q) => {
            const id = `preview-${q.id}`;
            const label = (
              <span className="text-sm font-medium">
                {q.label || 'Untitled question'}
                {(q.required || q.id === 'name' || q.id === 'email') && <span className="text-destructive"> *</span>}
              </span>
            );
            if (q.type === 'text')
              return (
                <label key={q.id} htmlFor={id} className="grid gap-1.5">
                  {label}
                  <input id={id} className={fieldClass} placeholder={q.placeholder} readOnly />
                </label>
              );
            if (q.type === 'dropdown')
              return (
                <label key={q.id} htmlFor={id} className="grid gap-1.5">
                  {label}
                  <select id={id} className={fieldClass} defaultValue="">
                    <option value="">{q.placeholder || 'Choose one'}</option>
                    {(q.options ?? []).map((o, i) => (
                      <option key={i}>{o}</option>
                    ))}
                  </select>
                </label>
              );
            return (
              <fieldset key={q.id} className="grid gap-1.5">
                <legend className="mb-1.5">{label}</legend>
                {(q.options ?? []).length === 0 && <p className="text-xs text-muted-foreground">No options yet</p>}
                {(q.options ?? []).map((o, i) => (
                  <label key={i} className="flex items-center gap-2 text-sm">
                    <input type={q.type === 'radio' ? 'radio' : 'checkbox'} name={id} className="h-4 w-4" />
                    {o || `Option ${i + 1}`}
                  </label>
                ))}
              </fieldset>
            );
          })}
          {values.consentEnabled && (
            <label className="flex items-start gap-2 text-xs text-muted-foreground">
              <input type="checkbox" className="mt-0.5 h-4 w-4" />
              <span className="min-w-0 [overflow-wrap:anywhere]">{values.consentText || 'Consent text'}</span>
            </label>
          )}
          <span className="inline-flex h-9 items-center justify-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground">
            {values.submitLabel || 'Submit'}
          </span>
        </div>
      </CardContent>
    </Card>
  );
}
