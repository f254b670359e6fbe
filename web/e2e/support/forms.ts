import { expect, type Page } from '@playwright/test';
import { callApi } from './booking';

type TextQuestion = {
  id: string;
  label: string;
  placeholder: string;
  required?: boolean;
  leadField?: string | null;
  contactField?: string | null;
};

/** A short-text question of a form; what is not given is that of an optional question mapped to nothing. */
export const textQuestion = (q: TextQuestion) => ({
  type: 'text',
  options: [],
  required: false,
  leadField: null,
  contactField: null,
  ...q,
});

/** The name and work e-mail questions a lead form starts with, both required and mapped to the lead and the contact. */
export const NAME_AND_EMAIL_QUESTIONS = [
  textQuestion({ id: 'name', label: 'Full name', placeholder: 'Jane Doe', required: true, leadField: 'name', contactField: 'name' }),
  textQuestion({
    id: 'email',
    label: 'Work e-mail',
    placeholder: 'jane@company.com',
    required: true,
    leadField: 'email',
    contactField: 'email',
  }),
];

/** Creates a form (either kind) through the API from the signed-in page; returns the created form. */
export async function createForm(page: Page, body: Record<string, unknown>) {
  const form = await callApi<{ data: { id: string } }>(page, 'POST', '/api/forms', body);
  expect(form.status, JSON.stringify(form.body)).toBe(201);
  return form.body.data;
}

/** Creates a marketing form on the fixture site's `#demo-request` form (split name fields, e-mail) at `sourceUrl`. */
export function createSiteForm(page: Page, v: { name: string; formKey: string; sourceUrl: string; additionalFields?: unknown[] }) {
  return createForm(page, {
    kind: 'marketing_form',
    name: v.name,
    formKey: v.formKey,
    provider: 'custom',
    mapping: {
      sourceUrl: v.sourceUrl,
      selector: '#demo-request',
      nameFields: { mode: 'split', firstName: 'first_name', lastName: 'last_name' },
      emailField: 'email',
      additionalFields: v.additionalFields ?? [],
    },
  });
}
