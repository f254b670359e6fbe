import type { WorkflowAction as WorkflowActionKind } from '../../../contracts/workflows';
import type { DeliveryRow } from '../delivery-repo';
import type { WorkflowAction } from './action';
import { emailAction } from './email';
import { slackAction } from './slack';
import { smsAction } from './sms';
import { webhookAction } from './webhook';

/**
 * Every workflow action by kind. An action plugs in with one module in this folder and one entry
 * here (its kind first added to WORKFLOW_ACTIONS in contracts/workflows.ts, which makes this map
 * incomplete until it is); saving, fan-out, timed triggers and delivery look actions up only here.
 */
export const WORKFLOW_ACTION_MODULES: { [K in WorkflowActionKind]: WorkflowAction<K> } = {
  send_email: emailAction,
  send_slack: slackAction,
  send_sms: smsAction,
  send_webhook: webhookAction,
};

const ACTIONS: readonly WorkflowAction[] = Object.values(WORKFLOW_ACTION_MODULES);

/** The action of a stored workflow; undefined for a kind no longer offered. */
export const workflowAction = (kind: string): WorkflowAction | undefined => ACTIONS.find((a) => a.kind === kind);

/** The action whose deliveries travel on a channel (a signal's Slack alert rides the Slack action's sender). */
export const channelAction = (channel: DeliveryRow['channel']): WorkflowAction | undefined => ACTIONS.find((a) => a.channel === channel);
