import type * as React from 'react';
import type { WorkflowAction } from '@contracts/workflows';
import { EmailFields } from './email-fields';
import type { ActionFieldsProps } from './field-set';
import { SlackFields } from './slack-fields';
import { SmsFields } from './sms-fields';
import { WebhookFields } from './webhook-fields';

export type ActionFieldSet = {
  Fields: React.ComponentType<ActionFieldsProps>;
  /** Header rows belong to this action; for the others an untouched empty row is not sent. */
  headers?: true;
};

/**
 * The form's fields for each workflow action: a new action is one field set in this folder and one
 * entry here (the worker's side is worker/features/workflows/actions/).
 */
export const ACTION_FIELD_SETS: Record<WorkflowAction, ActionFieldSet> = {
  send_email: { Fields: EmailFields },
  send_slack: { Fields: SlackFields },
  send_sms: { Fields: SmsFields },
  send_webhook: { Fields: WebhookFields, headers: true },
};

/** The field set of a chosen action; none while no action is chosen yet. */
export const actionFieldSet = (kind: string): ActionFieldSet | undefined => ACTION_FIELD_SETS[kind as WorkflowAction];
