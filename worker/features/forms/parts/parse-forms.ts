import type { MarketingProvider } from '../../../contracts/forms';
import type { DetectedField, DetectedForm } from '../../../contracts/forms-detect';

/** A form as found on the page, before a mapping is guessed for it. */
export type ParsedForm = Omit<DetectedForm, 'suggestion'>;
export type ParsedPage = { forms: ParsedForm[]; pageProvider: MarketingProvider | null };

const SKIPPED_INPUTS = new Set(['submit', 'button', 'reset', 'image', 'file', 'password']);
const SAFE_IDENT = /^[A-Za-z_][\w-]*$/;
const attrValue = (s: string) => s.replace(/\\/g, '\\\\').replace(/"/g, '\\"');

type FieldDraft = DetectedField & { elementId: string | null; ariaLabel: string | null; placeholder: string | null; groupLabel: string };
type FormDraft = {
  index: number;
  id: string | null;
  name: string | null;
  action: string | null;
  classes: string[];
  fields: Map<string, FieldDraft>;
};
type LabelDraft = { htmlFor: string | null; text: string; fields: FieldDraft[] };

/** A CSS selector that finds this form on its page, preferring the most stable attribute. */
function selectorOf(form: FormDraft, sameTagIndex: number): string {
  if (form.id) return SAFE_IDENT.test(form.id) ? `#${form.id}` : `form[id="${attrValue(form.id)}"]`;
  if (form.name) return `form[name="${attrValue(form.name)}"]`;
  const classes = form.classes.filter((c) => SAFE_IDENT.test(c));
  if (classes.length) return `form.${classes.join('.')}`;
  if (form.action) return `form[action="${attrValue(form.action)}"]`;
  return `form:nth-of-type(${sameTagIndex + 1})`;
}

function providerOf(form: FormDraft, pageProvider: MarketingProvider | null): MarketingProvider {
  const classes = form.classes.map((c) => c.toLowerCase());
  if (form.action && /formspree\.io/i.test(form.action)) return 'formspree';
  if (classes.some((c) => c.startsWith('wpcf7'))) return 'contact7';
  if (classes.includes('hs-form') || form.id?.startsWith('hsForm_')) return 'hubspot';
  if (classes.includes('mktoform') || form.id?.startsWith('mktoForm_')) return 'marketo';
  return pageProvider ?? 'custom';
}

const clean = (s: string) =>
  s
    .replace(/\s+/g, ' ')
    .replace(/\s*\*\s*$/, '')
    .trim();

/**
 * Reads every <form> of a page with HTMLRewriter (streaming, no DOM): its selector, its inputs with
 * their types and labels (label[for], a wrapping label, aria-label, then placeholder), and the
 * provider its markup suggests. Radio and checkbox groups become one field with their options.
 */
export async function parseForms(html: string): Promise<ParsedPage> {
  const forms: FormDraft[] = [];
  const labelsById = new Map<string, string>();
  const markers = new Set<MarketingProvider>();
  let current: FormDraft | null = null;
  let label: LabelDraft | null = null;
  let select: FieldDraft | null = null;
  // A radio or checkbox group is named by its fieldset's legend, each box by its own label.
  let legend: { text: string } | null = null;

  const addField = (el: Element, type: string) => {
    if (!current) return null;
    const name = el.getAttribute('name') ?? el.getAttribute('id');
    if (!name || SKIPPED_INPUTS.has(type)) return null;
    let field = current.fields.get(name);
    if (!field) {
      field = {
        name,
        type,
        label: '',
        options: [],
        elementId: el.getAttribute('id'),
        ariaLabel: el.getAttribute('aria-label'),
        placeholder: el.getAttribute('placeholder'),
        groupLabel: '',
      };
      current.fields.set(name, field);
    }
    if (type === 'radio' || type === 'checkbox') {
      if (el.getAttribute('value')) field.options.push(el.getAttribute('value')!);
      field.groupLabel ||= clean(legend?.text ?? '');
    }
    label?.fields.push(field);
    return field;
  };

  const rewriter = new HTMLRewriter()
    .on('form', {
      element(el) {
        const draft: FormDraft = {
          index: forms.length,
          id: el.getAttribute('id'),
          name: el.getAttribute('name'),
          action: el.getAttribute('action'),
          classes: (el.getAttribute('class') ?? '').split(/\s+/).filter(Boolean),
          fields: new Map(),
        };
        forms.push(draft);
        current = draft;
        el.onEndTag(() => {
          current = null;
        });
      },
    })
    .on('form input', { element: (el) => void addField(el, (el.getAttribute('type') ?? 'text').toLowerCase()) })
    .on('form textarea', { element: (el) => void addField(el, 'textarea') })
    .on('form select', {
      element(el) {
        select = addField(el, 'select');
        el.onEndTag(() => {
          select = null;
        });
      },
    })
    .on('form select option', {
      element(el) {
        const value = el.getAttribute('value');
        if (select && value) select.options.push(value);
      },
    })
    .on('form fieldset', {
      element(el) {
        legend = null;
        el.onEndTag(() => {
          legend = null;
        });
      },
    })
    .on('form fieldset legend', {
      element() {
        legend = { text: '' };
      },
      text(chunk) {
        if (legend) legend.text += chunk.text;
      },
    })
    .on('label', {
      element(el) {
        const draft: LabelDraft = { htmlFor: el.getAttribute('for'), text: '', fields: [] };
        label = draft;
        el.onEndTag(() => {
          const text = clean(draft.text);
          if (text && draft.htmlFor) labelsById.set(draft.htmlFor, text);
          if (text) for (const f of draft.fields) f.label ||= text;
          label = null;
        });
      },
      text(chunk) {
        if (label) label.text += chunk.text;
      },
    })
    .on('#___gatsby', { element: () => void markers.add('gatsby') })
    .on('#root, #__next, [data-reactroot]', { element: () => void markers.add('react') })
    .on('script[src]', {
      element(el) {
        const src = el.getAttribute('src') ?? '';
        if (/hsforms\.(net|com)|hs-scripts\.com/i.test(src)) markers.add('hubspot');
        if (/marketo\.com|mktoweb|forms2\.min\.js/i.test(src)) markers.add('marketo');
      },
    });

  await rewriter.transform(new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } })).text();

  const pageProvider = (['hubspot', 'marketo', 'gatsby', 'react'] as const).find((p) => markers.has(p)) ?? null;
  return {
    pageProvider,
    forms: forms.map((f, i) => ({
      selector: selectorOf(f, i),
      id: f.id,
      name: f.name,
      action: f.action,
      provider: providerOf(f, pageProvider),
      fields: [...f.fields.values()].map(({ elementId, ariaLabel, placeholder, groupLabel, ...field }) => ({
        ...field,
        label:
          groupLabel ||
          field.label ||
          (elementId ? labelsById.get(elementId) : undefined) ||
          clean(ariaLabel ?? '') ||
          clean(placeholder ?? '') ||
          field.name,
      })),
    })),
  };
}
