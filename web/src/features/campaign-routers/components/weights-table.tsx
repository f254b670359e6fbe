import type { FieldError } from 'react-hook-form';
import { Input } from '@web/components/ui/input';

type Membership = { userId: string; weight: number };

/** Weights (1 to 99) of the members in rotation, kept in step with who is in it. */
export function WeightsTable({
  members,
  value,
  onChange,
  errors,
}: {
  members: { id: string; name: string }[];
  value: Membership[];
  onChange: (v: Membership[]) => void;
  errors?: unknown;
}) {
  const weightOf = new Map(value.map((m) => [m.userId, m.weight]));
  const rowErrors = (Array.isArray(errors) ? errors : []) as ({ weight?: FieldError } | undefined)[];
  if (!members.length) return null;
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">Member weights</caption>
      <thead>
        <tr className="text-left text-xs text-muted-foreground">
          <th className="py-1 font-medium">Member</th>
          <th className="w-28 py-1 font-medium">Weight</th>
        </tr>
      </thead>
      <tbody>
        {members.map((m, i) => (
          <tr key={m.id} className="border-t">
            <td className="py-1.5">{m.name}</td>
            <td className="py-1.5">
              <Input
                type="number"
                min={1}
                max={99}
                aria-label={`Weight of ${m.name}`}
                aria-invalid={rowErrors[i]?.weight ? true : undefined}
                value={Number.isNaN(weightOf.get(m.id)) ? '' : (weightOf.get(m.id) ?? 1)}
                onChange={(e) =>
                  onChange(
                    members.map((x) => ({ userId: x.id, weight: x.id === m.id ? e.target.valueAsNumber : (weightOf.get(x.id) ?? 1) })),
                  )
                }
              />
              {rowErrors[i]?.weight && (
                <p role="alert" className="mt-1 text-xs font-medium text-destructive">
                  {rowErrors[i]?.weight?.message}
                </p>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
