// CRM v3 search: filter groups (EQ, NEQ, GT(E), LT(E), IN, HAS_PROPERTY), one sort, and HubSpot's limits
// (limit 1 to 200, `after` up to 10,000), with `paging.next.after` while more remain.
import { hsError, type Obj, type Portal } from './schema';
import type { Answer } from '../kit';

function filterMatch(o: Obj, f: { propertyName: string; operator: string; value?: string; values?: string[] }) {
  const v = o.properties[f.propertyName] ?? null;
  const date = f.propertyName === 'hs_lastmodifieddate' || f.propertyName === 'createdate';
  const cmp = (a: string | null, b: string) => (date ? Date.parse(a ?? '') - Number(b) : Number(a) - Number(b));
  switch (f.operator) {
    case 'EQ':
      return (v ?? '').toLowerCase() === String(f.value ?? '').toLowerCase();
    case 'NEQ':
      return (v ?? '').toLowerCase() !== String(f.value ?? '').toLowerCase();
    case 'GTE':
      return v !== null && cmp(v, String(f.value)) >= 0;
    case 'GT':
      return v !== null && cmp(v, String(f.value)) > 0;
    case 'LTE':
      return v !== null && cmp(v, String(f.value)) <= 0;
    case 'LT':
      return v !== null && cmp(v, String(f.value)) < 0;
    case 'IN':
      return (f.values ?? []).map((x) => x.toLowerCase()).includes((v ?? '').toLowerCase());
    case 'HAS_PROPERTY':
      return v !== null && v !== '';
    default:
      return false;
  }
}

const OPS = new Set(['EQ', 'NEQ', 'GTE', 'GT', 'LTE', 'LT', 'IN', 'HAS_PROPERTY']);
export const shape = (o: Obj, props: string[]) => ({
  id: o.id,
  properties: Object.fromEntries(props.map((k) => [k, o.properties[k] ?? null])),
  createdAt: new Date(o.createdAt).toISOString(),
  updatedAt: new Date(o.updatedAt).toISOString(),
  archived: o.archived,
});

export function search(p: Portal, object: string, b: Record<string, unknown>): Answer {
  p.searches++;
  const known = new Set((p.props.get(object) ?? []).map((x) => x.name));
  const limit = b.limit === undefined ? 10 : Number(b.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 200) return hsError(400, 'VALIDATION_ERROR', 'limit must be between 1 and 200');
  const after = b.after === undefined ? 0 : Number(b.after);
  if (!Number.isInteger(after) || after < 0) return hsError(400, 'VALIDATION_ERROR', 'after must be a non-negative integer string');
  if (after + limit > 10_000) return hsError(400, 'VALIDATION_ERROR', 'The maximum number of results for a search is 10,000');
  const groups = (b.filterGroups as { filters: { propertyName: string; operator: string; value?: string; values?: string[] }[] }[]) ?? [];
  for (const g of groups)
    for (const f of g.filters ?? [])
      if (!OPS.has(f.operator) || !known.has(f.propertyName))
        return hsError(400, 'VALIDATION_ERROR', `Invalid filter on ${f.propertyName}`);
  const props = (b.properties as string[] | undefined) ?? ['hs_object_id', 'createdate', 'hs_lastmodifieddate'];
  let rows = [...(p.objects.get(object)?.values() ?? [])].filter(
    (o) => !o.archived && (groups.length === 0 || groups.some((g) => g.filters.every((f) => filterMatch(o, f)))),
  );
  const sort = (b.sorts as { propertyName: string; direction: string }[] | undefined)?.[0];
  if (sort) rows.sort((x, y) => (sort.direction === 'DESCENDING' ? -1 : 1) * (x.updatedAt - y.updatedAt || Number(x.id) - Number(y.id)));
  const total = rows.length;
  rows = rows.slice(after, after + limit);
  return {
    status: 200,
    body: {
      total,
      results: rows.map((o) => shape(o, props)),
      ...(after + limit < total ? { paging: { next: { after: String(after + limit), link: '' } } } : {}),
    },
  };
}
