import type * as v from 'valibot';
import type { Db } from '../../../db/client';
import type { Env } from '../../../env';
import type { EnterpriseFeature } from '../../../contracts/plans';
import type {
  WorkflowAction as WorkflowActionKind,
  WorkflowConfig,
  WorkflowConfigSchema,
  WorkflowInput,
  WorkflowTrigger,
} from '../../../contracts/workflows';
import type { MessagingProvider } from '../../../contracts/messaging';
import type { EventSnapshot } from '../parts/context';
import type { DeliveryInsert, DeliveryRow } from '../delivery-repo';
import type { WorkflowRow } from '../repo';
import type { Sent } from '../parts/sent';

/** What a run answers: an event, or a timed trigger's instant for one meeting. */
export type Cause = { id: string; type: string; subjectId: string; occurredAt: number };

/** One run of one workflow for one cause, as an action turns it into deliveries. */
export type ActionRun = {
  workflow: WorkflowRow;
  trigger: WorkflowTrigger;
  snap: EventSnapshot;
  cause: Cause;
  now: number;
  /** The fields every delivery of the run shares: account, workflow, event, subject, when it is due. */
  base: Omit<DeliveryInsert, 'id' | 'channel' | 'payload'>;
  /** A delivery id derived from the cause and the workflow, plus what tells the action's rows apart. */
  id: (...more: string[]) => Promise<string>;
};

/** The rules a saved workflow of this action must meet beyond its fields' own schema. */
export type ActionCheck = {
  input: WorkflowInput;
  /** Reports one problem under a field (JSON pointer); all are answered together. */
  add: (pointer: string, detail: string) => void;
  connected: (provider: MessagingProvider) => Promise<boolean>;
};

/** One attempt of one stored delivery of the action's channel (a row may have no workflow: a signal's Slack alert). */
export type ActionSend = { env: Env; db: Db; row: DeliveryRow; now: number };

/**
 * A workflow action (spec section 5: e-mail, Slack, SMS, webhook). One module per action under
 * actions/, one entry in actions/registry.ts; saving, fan-out, timed triggers and delivery look
 * actions up only there.
 */
export interface WorkflowAction<K extends WorkflowActionKind = WorkflowActionKind> {
  kind: K;
  /** The delivery channel its rows carry; the delivery worker finds the sender by it. */
  channel: DeliveryRow['channel'];
  /** The config fields it uses, picked from the contract's schema; saving keeps only these. */
  config: { readonly entries: Partial<(typeof WorkflowConfigSchema)['entries']> } & v.GenericSchema<unknown, Partial<WorkflowConfig>>;
  /** The plan feature it needs, checked before anything else. */
  feature?: EnterpriseFeature;
  /** Its deliveries are signed: the workflow holds a secret (created on save, rotatable). */
  signed?: boolean;
  /** Whether a run waits `delayMinutes` after its event (a delayed webhook); otherwise an immediate trigger sends at once. */
  delays?: (config: WorkflowConfig) => boolean;
  /** Cleans its kept fields before saving (an SMS sender number in E.164). */
  normalise?: (config: WorkflowConfig) => Partial<WorkflowConfig>;
  check: (c: ActionCheck) => Promise<void> | void;
  build: (run: ActionRun) => Promise<DeliveryInsert[]>;
  /** 'cancelled' when what it would send on is gone (a deleted workflow). */
  send: (s: ActionSend) => Promise<Sent | 'cancelled'>;
}
