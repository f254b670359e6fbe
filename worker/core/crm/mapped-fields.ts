import { UTM_KEYS, type UtmFieldMap, type UtmValues } from '../../contracts/utm-params';

/**
 * One answer written to a CRM field: the field's key and the answer as the prospect gave it; `from`
 * names a value that is not an answer (a UTM parameter), so the written line says where it came from.
 */
export type MappedField = { field: string; value: string; from?: string };

/** A meeting link question and its optional "CRM field" (spec section 3, personal meeting link). */
export type MappableQuestion = { question: string; crmField: string | null };

const clean = (s: string | null | undefined) => (s ?? '').trim();

/**
 * The CRM writes of a meeting link booking: each answered question that names a CRM field. The meeting
 * keeps its answers by question text, so that is the join; an unanswered question writes nothing, and
 * when two questions name one field the later answer wins, as it would in the CRM.
 */
export function fieldsFromLinkAnswers(
  questions: readonly MappableQuestion[],
  answers: readonly { question: string; answer: string }[],
): MappedField[] {
  const byQuestion = new Map(answers.map((a) => [a.question, clean(a.answer)]));
  return dedupe(
    questions.flatMap((q) =>
      clean(q.crmField) && byQuestion.get(q.question) ? [{ field: clean(q.crmField), value: byQuestion.get(q.question)! }] : [],
    ),
  );
}

/** The CRM writes of a relay handoff: the relay's CRM step maps form question ids to fields. */
export function fieldsFromRelayAnswers(
  mapping: readonly { question: string; field: string }[],
  answers: Readonly<Record<string, string | string[]>>,
): MappedField[] {
  return dedupe(
    mapping.flatMap((m) => {
      const raw = answers[m.question];
      const value = clean(Array.isArray(raw) ? raw.join(', ') : raw);
      return clean(m.field) && value ? [{ field: clean(m.field), value }] : [];
    }),
  );
}

/** The CRM writes of a booking's UTM values: each parameter with a value whose mapping names a field. */
export function fieldsFromUtm(mapping: UtmFieldMap, utm: UtmValues | null | undefined): MappedField[] {
  return dedupe(
    UTM_KEYS.flatMap((k) => {
      const field = clean(mapping[k]);
      const value = clean(utm?.[k]);
      return field && value ? [{ field, value, from: `utm_${k}` }] : [];
    }),
  );
}

/**
 * A booking's UTM fields with its mapped answers: an answer mapped to the same field as a UTM parameter
 * wins, since the prospect said it about themselves while the UTM value only says how they arrived.
 */
export const withUtmFields = (utm: readonly MappedField[], answers: readonly MappedField[]) => dedupe([...utm, ...answers]);

function dedupe(fields: MappedField[]): MappedField[] {
  const out = new Map<string, MappedField>();
  for (const f of fields) out.set(f.field, f);
  return [...out.values()];
}

/** "Team size = 50, Region = EMEA, lead_campaign = spring (utm_campaign)": written fields on the meeting and the routing log. */
export const fieldsText = (fields: readonly MappedField[]) =>
  fields.map((f) => `${f.field} = ${f.value}${f.from ? ` (${f.from})` : ''}`).join(', ');

/** The mapped fields as the CRM clients take them (keyed by field). */
export const fieldsRecord = (fields: readonly MappedField[]): Record<string, string> =>
  Object.fromEntries(fields.map((f) => [f.field, f.value]));

/**
 * A vendor's error in plain words: vendors nest JSON in their messages (HubSpot's "Property values were
 * not valid: [{...}]"); the people reading the log get the messages inside it, never the JSON.
 */
export function plainVendorMessage(message: string): string {
  const start = message.search(/[[{]/);
  if (start < 0) return message.trim();
  const head = message
    .slice(0, start)
    .trim()
    .replace(/[:\s]+$/, '');
  let inner: string[] = [];
  try {
    inner = messagesIn(JSON.parse(message.slice(start)));
  } catch {
    // Cut off or not JSON after all: keep the words before it.
  }
  const text = [head, inner.join('; ')].filter(Boolean).join(': ');
  return text || 'The CRM refused the write';
}

function messagesIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(messagesIn);
  if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    const own = [o.message, o.error_description, o.msg].find((m): m is string => typeof m === 'string');
    if (own) return [own];
    // Freshsales: "message": ["Owner is invalid"].
    if (Array.isArray(o.message) && o.message.every((m) => typeof m === 'string')) return o.message as string[];
    return Object.values(o).flatMap((v) => (v && typeof v === 'object' ? messagesIn(v) : []));
  }
  return [];
}
