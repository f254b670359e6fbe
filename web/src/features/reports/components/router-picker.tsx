import { ROUTER_KIND_LABELS, type ReportRouterKind } from '@contracts/reports';
import { Combobox } from '@web/components/ui/combobox';
import { Label } from '@web/components/ui/label';
import { useReportRouters } from '../api/list-report-routers';

type Props = { value?: string; kind?: ReportRouterKind; allLabel: string; onChange: (routerId: string | null) => void };

/** Pick or search a router or relay; the first option covers all of them. */
export function RouterPicker({ value, kind, allLabel, onChange }: Props) {
  const routers = useReportRouters(kind);
  const options = [
    { value: '', label: allLabel },
    ...(routers.data?.data ?? []).map((r) => ({ value: r.id, label: r.deleted ? `${r.name} (deleted)` : r.name, hint: ROUTER_KIND_LABELS[r.kind], keywords: [ROUTER_KIND_LABELS[r.kind]] })),
  ];
  return (
    <div className="grid min-w-56 gap-1">
      <Label htmlFor="report-router">{kind === 'relay' ? 'Relay' : 'Router'}</Label>
      <Combobox
        id="report-router"
        value={value ?? ''}
        onChange={(v) => onChange(v || null)}
        options={options}
        placeholder={allLabel}
        searchPlaceholder={kind === 'relay' ? 'Search relays' : 'Search routers and relays'}
        emptyText={kind === 'relay' ? 'No relay found for the search.' : 'No routers matched the current filter.'}
      />
    </div>
  );
}
