import type { InfoBlock, PlaceholderKey, WorkflowTrigger } from '../../contracts/workflows';

/** What a workflow message can say about the event: placeholder values and the info blocks' data. */
export type MessageContext = {
  values: Partial<Record<PlaceholderKey, string>>;
  participants: { name: string; email: string; role: string }[];
  /** The form's submitted fields (name, e-mail, phone...), as the prospect entered them. */
  formEntries: { label: string; value: string }[];
  /** Answers to the booking or form questions. */
  formAnswers: { question: string; answer: string }[];
};

/** Replaces `{{key}}` placeholders; a known key with no value reads as empty, an unknown key stays visible. */
export function renderPlaceholders(template: string, values: MessageContext['values'], known: readonly string[]): string {
  return template.replace(/\{\{\s*([a-z_]+)\s*\}\}/g, (whole, key: string) => {
    if (!known.includes(key)) return whole;
    return (values as Record<string, string | undefined>)[key] ?? '';
  });
}

const BLOCK_TITLES: Record<InfoBlock, string> = {
  participants_list: 'Participants',
  form_entries: 'Form entries',
  form_answers: 'Form answers',
};

/** The info blocks as plain-text sections, in the order chosen; empty blocks are left out. */
export function renderInfoBlocks(blocks: readonly InfoBlock[], ctx: MessageContext): string[] {
  const out: string[] = [];
  for (const block of blocks) {
    const lines =
      block === 'participants_list'
        ? ctx.participants.map((p) => `- ${p.name}${p.email ? ` <${p.email}>` : ''}${p.role ? ` (${p.role})` : ''}`)
        : block === 'form_entries'
          ? ctx.formEntries.map((e) => `- ${e.label}: ${e.value}`)
          : ctx.formAnswers.map((a) => `- ${a.question}: ${a.answer}`);
    if (lines.length) out.push(`${BLOCK_TITLES[block]}\n${lines.join('\n')}`);
  }
  return out;
}

/** The full text of a message: the rendered body followed by its info blocks. */
export function composeMessage(body: string, blocks: readonly InfoBlock[], ctx: MessageContext, known: readonly string[]): string {
  return [renderPlaceholders(body, ctx.values, known).trim(), ...renderInfoBlocks(blocks, ctx)].filter(Boolean).join('\n\n');
}

/** The message a workflow sends when its author wrote none. */
export function defaultMessage(trigger: WorkflowTrigger): string {
  if (trigger.startsWith('prospect_')) return `{{prospect_name}}: ${trigger.replace('prospect_', '').replace('_', ' ')} ({{form_name}})`;
  return `{{meeting_type_name}} with {{prospect_name}} and {{assignee_name}} at {{formatted_time}} on {{formatted_date}}: ${trigger.replace('meeting_', '').replace('_', ' ')}`;
}
