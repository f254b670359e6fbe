import { LOG_ROUTER_KINDS, ROUTER_KIND_NAMES, type AvailableRouterKind } from '@contracts/router-kinds';
import { labelledOptions } from '@web/components/ui/named-options';

/** Whether a search parameter names a kind the routing log lists (an unknown one is ignored, not sent). */
export const asLogKind = (raw: string | null): AvailableRouterKind | undefined =>
  (LOG_ROUTER_KINDS as string[]).includes(raw ?? '') ? (raw as AvailableRouterKind) : undefined;

/**
 * The routing log's kind filter: every kind the log lists, from the one list of kinds (an Intercom or object
 * router's sessions are found here with no code of their own).
 */
export function RouterKindFilter(p: { value: AvailableRouterKind | undefined; onChange: (kind: AvailableRouterKind | null) => void }) {
  return (
    <select
      aria-label="Router kind"
      value={p.value ?? ''}
      onChange={(e) => p.onChange(asLogKind(e.target.value) ?? null)}
      className="h-9 rounded-md border bg-background px-2 text-sm"
    >
      <option value="">All router kinds</option>
      {labelledOptions(LOG_ROUTER_KINDS, ROUTER_KIND_NAMES)}
    </select>
  );
}
