/** A public write's Idempotency-Key, resolved by the middleware: where it applies and what the request was. */
export type IdempotencyRecord = {
  /** The resource the key is scoped to, e.g. `link:intro` or `routing-session:<id>`. */
  scope: string;
  key: string;
  /** SHA-256 of the request body: the same key with another body is refused. */
  requestHash: string;
  /** The status a successful answer has, stored with the body so a replay answers exactly alike. */
  status: number;
};

export const IDEMPOTENCY_MESSAGES = {
  required: 'An Idempotency-Key header (8-200 letters, digits or -_.:) is required',
} as const;
