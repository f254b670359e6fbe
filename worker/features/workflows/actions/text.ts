import { WORKFLOW_PLACEHOLDERS } from '../../../contracts/workflows';
import { composeMessage, defaultMessage, renderPlaceholders } from '../../../core/workflows/message';
import type { ActionRun } from './action';

const KNOWN = WORKFLOW_PLACEHOLDERS.map((p) => p.key);

/** The run's message with placeholders filled and info blocks added; the trigger's default when left empty. */
export const composedMessage = ({ workflow: w, trigger, snap }: ActionRun) =>
  composeMessage(w.config.message || defaultMessage(trigger), w.config.infoBlocks, snap.message, KNOWN);

/** A text with its placeholders filled from the run's event, as written otherwise (no default, no blocks). */
export const filled = (template: string, { snap }: ActionRun) => renderPlaceholders(template, snap.message.values, KNOWN);
