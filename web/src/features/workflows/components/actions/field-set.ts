import type { WorkflowConfig, WorkflowInput } from '@contracts/workflows';

/** What the form hands the field set of the chosen action. */
export type ActionFieldsProps = {
  workflow: WorkflowInput;
  setConfig: (patch: Partial<WorkflowConfig>) => void;
  /** For fields outside `config` an action owns while chosen (a webhook's delay). */
  setWorkflow: (patch: Partial<WorkflowInput>) => void;
  /** The server's message under exactly this pointer. */
  error: (pointer: string) => string | undefined;
  /** The message under this pointer or any below it (one header row of many). */
  errorUnder: (pointer: string) => string | undefined;
  /** Editing a saved workflow: its id and the hint of its signing secret, for signed actions. */
  workflowId?: string;
  secretHint?: string;
  /** A secret to show once (after a rotation). */
  onSecret: (secret: string | null) => void;
};
