import type { LinkQuestion } from '@contracts/meeting-links';
import { alertBanner, h, icon, replace, uid } from './dom';
import { type BookingValues, type FieldErrors, validateBooking } from './validation';

type Field = { pointer: string; wrap: HTMLElement; controls: HTMLElement[]; error: HTMLElement };

/** A form field's label with a required marker that assistive technology skips (the control says aria-required). */
const labelText = (text: string, required: boolean) => [text, required ? h('span', { class: 'rw-req', 'aria-hidden': 'true' }, '*') : null];

/**
 * The booking form: name, e-mail, the link's questions, optional guests. Checks the spec's rules on
 * submit, shows each message under its field (tied to it by aria-describedby) and moves focus to
 * the first field in error, so its message is read out; the caller books.
 */
export function createBookingForm(o: {
  questions: LinkQuestion[];
  submitLabel: string;
  /** false where the booking takes no guests (a relay link's start): the field is left out. */
  guests?: boolean;
  onSubmit(values: BookingValues): void;
}) {
  const id = uid('form');
  const fields = new Map<string, Field>();
  const banner = alertBanner();

  function field(pointer: string, label: HTMLElement, control: HTMLElement, opts: { hint?: string; group?: HTMLElement[] } = {}) {
    const name = pointer.replace(/\W+/g, '-');
    const errorId = `${id}${name}-err`;
    const hintId = opts.hint ? `${id}${name}-hint` : null;
    const error = h('p', { class: 'rw-err', id: errorId });
    const controls = opts.group ?? [control];
    const describedBy = [hintId, errorId].filter(Boolean).join(' ');
    const wrap = opts.group
      ? h('fieldset', { class: 'rw-field', 'aria-describedby': describedBy }, label, control, error)
      : h('div', { class: 'rw-field' }, label, opts.hint ? h('p', { class: 'rw-hint', id: hintId }, opts.hint) : null, control, error);
    if (!opts.group) controls.forEach((c) => c.setAttribute('aria-describedby', describedBy));
    controls.forEach((c) =>
      c.addEventListener(c.tagName === 'SELECT' || (c as HTMLInputElement).type === 'radio' ? 'change' : 'input', () =>
        setError(pointer, null),
      ),
    );
    fields.set(pointer, { pointer, wrap, controls, error });
    return wrap;
  }

  function textField(
    pointer: string,
    label: string,
    attrs: Record<string, string | boolean>,
    opts: { required?: boolean; multiline?: boolean; hint?: string } = {},
  ) {
    const inputId = `${id}${pointer.replace(/\W+/g, '-')}`;
    const control = h(opts.multiline ? 'textarea' : 'input', {
      class: 'rw-input',
      id: inputId,
      'aria-required': opts.required ? 'true' : null,
      ...attrs,
    });
    return field(pointer, h('label', { class: 'rw-label', for: inputId }, labelText(label, !!opts.required)), control, { hint: opts.hint });
  }

  function question(q: LinkQuestion) {
    const pointer = `/answers/${q.id}`;
    const required = q.required ? 'true' : null;
    if (q.type === 'radiobutton') {
      const radios = q.options.map((opt) => h('input', { type: 'radio', name: `${id}-${q.id}`, value: opt, 'aria-required': required }));
      return field(
        pointer,
        h('legend', { class: 'rw-label' }, labelText(q.question, q.required)),
        h(
          'div',
          { class: 'rw-choices' },
          radios.map((r, i) => h('label', { class: 'rw-choice' }, r, h('span', null, q.options[i]))),
        ),
        { group: radios },
      );
    }
    if (q.type === 'dropdown') {
      const selectId = `${id}-q-${q.id}`;
      const select = h(
        'select',
        { class: 'rw-input', id: selectId, 'aria-required': required },
        h('option', { value: '' }, q.placeholder || 'Select an option'),
        q.options.map((opt) => h('option', { value: opt }, opt)),
      );
      return field(
        pointer,
        h('label', { class: 'rw-label', for: selectId }, labelText(q.question, q.required)),
        select as unknown as HTMLElement,
      );
    }
    return textField(
      pointer,
      q.question,
      { placeholder: q.placeholder ?? '', maxlength: q.type === 'short_answer' ? '300' : '5000' },
      { required: q.required, multiline: q.type === 'long_answer' },
    );
  }

  const guestsField = textField(
    '/guests',
    'Guest emails',
    { type: 'text', inputmode: 'email', autocomplete: 'off', placeholder: 'name@company.com, …' },
    { hint: 'Separate multiple addresses with commas.' },
  );
  guestsField.hidden = true;
  const guestsToggle = h(
    'button',
    { type: 'button', class: 'rw-linkbtn', 'aria-expanded': 'false', 'aria-controls': `${id}-guestbox` },
    'Add guests',
  );
  guestsField.id = `${id}-guestbox`;
  guestsToggle.addEventListener('click', () => showGuests(true));
  function showGuests(focus: boolean) {
    guestsField.hidden = false;
    guestsToggle.hidden = true;
    guestsToggle.setAttribute('aria-expanded', 'true');
    if (focus) fields.get('/guests')!.controls[0].focus();
  }

  const submit = h('button', { type: 'submit', class: 'rw-btn' }, o.submitLabel);
  const form = h(
    'form',
    { class: 'rw-form', novalidate: true, 'aria-label': 'Your details' },
    banner.el,
    textField('/name', 'Name', { type: 'text', autocomplete: 'name', maxlength: '120' }, { required: true }),
    textField('/email', 'Email', { type: 'email', autocomplete: 'email', inputmode: 'email', maxlength: '254' }, { required: true }),
    o.questions.map(question),
    o.guests === false ? null : h('div', null, guestsToggle, guestsField),
    h('div', { class: 'rw-actions' }, submit),
  );

  function values(): BookingValues {
    const text = (p: string) => (fields.get(p)?.controls[0] as HTMLInputElement | undefined)?.value ?? '';
    const answers: Record<string, string> = {};
    for (const q of o.questions) {
      const f = fields.get(`/answers/${q.id}`)!;
      answers[q.id] =
        q.type === 'radiobutton'
          ? ((f.controls as HTMLInputElement[]).find((r) => r.checked)?.value ?? '')
          : (f.controls[0] as HTMLInputElement).value;
    }
    return { name: text('/name'), email: text('/email'), answers, guests: text('/guests') };
  }

  function setError(pointer: string, message: string | null) {
    const f = fields.get(pointer);
    if (!f) return;
    replace(f.error, message ? [icon('alert'), message] : null);
    f.controls.forEach((c) => (message ? c.setAttribute('aria-invalid', 'true') : c.removeAttribute('aria-invalid')));
  }

  /** Shows the messages (clearing the others) and moves focus to the first field in error. */
  function showErrors(errors: FieldErrors) {
    for (const p of fields.keys()) setError(p, errors[p] ?? null);
    if (errors['/guests']) showGuests(false);
    const first = [...fields.values()].find((f) => errors[f.pointer]);
    first?.controls[0].focus();
  }

  form.addEventListener('submit', (e) => {
    e.preventDefault();
    if (submit.disabled) return;
    const v = values();
    const errors = validateBooking(v, o.questions);
    showErrors(errors);
    if (!Object.keys(errors).length) o.onSubmit(v);
  });

  return {
    el: form,
    values,
    showErrors,
    /** A message about the whole form (a network failure), or null to clear it. */
    setBanner(message: string | null) {
      banner.set(message);
    },
    setBusy(busy: boolean, label = 'Booking…') {
      submit.disabled = busy;
      form.setAttribute('aria-busy', String(busy));
      replace(submit, busy ? [h('span', { class: 'rw-spin', 'aria-hidden': 'true' }), label] : o.submitLabel);
    },
  };
}
export type BookingForm = ReturnType<typeof createBookingForm>;
