import { ApiRequestError } from '@web/lib/api-error';

type Taken = {
  /** Shows the server's words (the slot was taken meanwhile). */
  show: (message: string) => void;
  /** Drops the chosen slot. */
  clear: () => void;
  slots: { refetch: () => unknown };
};

/**
 * The error handler of a booking whose slot someone may have taken meanwhile: a 409 says so, drops the choice
 * and refetches the slots so the taken one disappears; any other error goes to `otherwise`.
 */
export const slotTakenOr =
  ({ show, clear, slots }: Taken, otherwise: (e: Error) => void) =>
  (e: Error) => {
    if (!(e instanceof ApiRequestError && e.status === 409)) return otherwise(e);
    show(e.message);
    clear();
    void slots.refetch();
  };

/** The message of a slot taken meanwhile, above the slots. */
export function SlotTakenAlert({ message }: { message: string }) {
  return message ? (
    <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-destructive">
      {message}
    </p>
  ) : null;
}
