import { useQueries } from '@tanstack/react-query';
import type { SegmentDto } from '@contracts/segments';
import { Select } from '@web/components/ui/select';
import { api, call } from '@web/lib/api';

// The segments a rule may name: the organization's global ones (a personal segment is one member's view).
// The key matches the CRM pages' segment lists, so saving a segment there refreshes this too.
const globalSegments = (module: 'account' | 'contact') => ({
  queryKey: ['crm', 'segments', 'list', module],
  queryFn: async (): Promise<SegmentDto[]> => (await call(api.segments.$get({ query: { module } }))).data as SegmentDto[],
  select: (list: SegmentDto[]) => list.filter((s) => s.scope === 'global'),
});

/** The segment picker of an "is (not) in segment" condition, accounts' and contacts' segments grouped. */
export function SegmentConditionSelect({
  id,
  value,
  onChange,
  invalid,
  described,
  disabled,
}: {
  id: string;
  value: string;
  onChange: (segmentId: string) => void;
  invalid?: boolean;
  described?: string;
  disabled?: boolean;
}) {
  const [accounts, contacts] = useQueries({ queries: [globalSegments('account'), globalSegments('contact')] });
  const none = !accounts.data?.length && !contacts.data?.length;
  return (
    <Select
      id={id}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      aria-invalid={invalid ? true : undefined}
      aria-describedby={described}
      disabled={disabled}
    >
      <option value="" hidden>
        {accounts.isPending || contacts.isPending ? 'Loading segments…' : none ? 'No global segments yet' : 'Select a segment'}
      </option>
      {[
        { label: 'Account segments', list: accounts.data },
        { label: 'Contact segments', list: contacts.data },
      ].map((g) =>
        g.list?.length ? (
          <optgroup key={g.label} label={g.label}>
            {g.list.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </optgroup>
        ) : null,
      )}
    </Select>
  );
}
