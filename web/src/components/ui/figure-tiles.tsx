/** A figure: its label and its value, a number (written in the viewer's locale) or a value already worded. */
export type Figure = readonly [label: string, value: number | string];

// Literal class names, so Tailwind sees them: one column a figure from the small breakpoint up.
const COLUMNS: Record<number, string> = { 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-3', 4: 'sm:grid-cols-4' };

/** A row of headline figures over a report or a result, each a tile (label above a large value; side by side on a phone). */
export function FigureTiles({ figures }: { figures: readonly Figure[] }) {
  return (
    <dl className={`grid gap-2 ${COLUMNS[figures.length] ?? ''}`}>
      {figures.map(([label, value]) => (
        <div key={label} className="flex items-baseline justify-between gap-2 rounded-md border p-3 sm:block">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="text-xl font-semibold">{typeof value === 'number' ? value.toLocaleString() : value}</dd>
        </div>
      ))}
    </dl>
  );
}
