import type { FormDto } from '@contracts/forms';

// Shared by the router editor and the rule previews: the inputs a form gives a prospect's answers.

export type FormFieldOption = { value: string; label: string };

/**
 * The inputs of a form a query parameter can take its value from: a native form's questions (by id),
 * or the names a marketing form's mapping reads (name, e-mail and additional fields).
 */
export function formFieldOptions(form: FormDto): FormFieldOption[] {
  if (form.kind === 'form') return form.questions.map((q) => ({ value: q.id, label: q.label }));
  const m = form.mapping;
  if (!m) return [];
  const names: [string, string][] =
    m.nameFields.mode === 'full'
      ? [[m.nameFields.fullName, 'Full name']]
      : [
          [m.nameFields.firstName, 'First name'],
          [m.nameFields.lastName, 'Last name'],
        ];
  const all: [string, string][] = [
    ...names,
    [m.emailField, 'E-mail'],
    ...m.additionalFields.map((f): [string, string] => [f.name, f.leadField ?? f.contactField ?? 'Mapped field']),
  ];
  const seen = new Set<string>();
  return all
    .filter(([name]) => name && !seen.has(name) && seen.add(name))
    .map(([name, role]) => ({ value: name, label: name === role ? name : `${name} (${role})` }));
}
