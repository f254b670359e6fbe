/** One setting of a rule definition, as used by the decision and as it is now. */
export type DiffRow = { key: string; used: string; current: string; changed: boolean };

const MISSING = '—';

const words = (key: string) => key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
const label = (path: string[]) => {
  const text = path.map(words).join(' › ');
  return text[0]?.toUpperCase() + text.slice(1);
};

/** Flattens a rule definition into readable 'Setting › sub-setting' keys with plain values. */
export function flattenDefinition(value: unknown, path: string[] = [], out = new Map<string, string>()): Map<string, string> {
  if (value === null || value === undefined) {
    if (path.length) out.set(label(path), MISSING);
    return out;
  }
  if (Array.isArray(value)) {
    if (value.length === 0) out.set(label(path), '(none)');
    else if (value.every((v) => typeof v !== 'object' || v === null)) out.set(label(path), value.map(String).join(', '));
    else value.forEach((v, i) => flattenDefinition(v, [...path.slice(0, -1), `${path[path.length - 1] ?? 'item'} ${i + 1}`], out));
    return out;
  }
  if (typeof value === 'object') {
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
      // The id names the rule; it is the same on both sides by construction.
      if (path.length === 0 && k === 'id') continue;
      flattenDefinition(v, [...path, k], out);
    }
    return out;
  }
  out.set(label(path), typeof value === 'boolean' ? (value ? 'Yes' : 'No') : String(value));
  return out;
}

/** Every setting of either definition, side by side, with the ones that differ marked. */
export function diffDefinitions(used: unknown, current: unknown): DiffRow[] {
  const a = flattenDefinition(used);
  const b = current === undefined ? new Map<string, string>() : flattenDefinition(current);
  const keys = [...new Set([...a.keys(), ...b.keys()])];
  return keys.map((key) => {
    const u = a.get(key) ?? MISSING;
    const c = current === undefined ? '' : (b.get(key) ?? MISSING);
    return { key, used: u, current: c, changed: current !== undefined && u !== c };
  });
}
