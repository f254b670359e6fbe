import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

// Charts are pictures of the tables beside them: hidden from screen readers (role img with a summary),
// while the tables carry the same figures.

const COLORS = ['hsl(221 83% 53%)', 'hsl(142 71% 40%)', 'hsl(0 72% 51%)', 'hsl(38 92% 50%)', 'hsl(262 60% 55%)'];
const dayTick = (d: string) => d.slice(5).replace('-', '/');

export type Series = { key: string; label: string };

/** A daily trend with one line per series; the x axis thins its ticks on a narrow screen. */
export function TrendChart({ data, series, summary }: { data: Record<string, string | number>[]; series: Series[]; summary: string }) {
  return (
    <div role="img" aria-label={summary} className="h-56 w-full sm:h-64">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="day" tickFormatter={dayTick} tick={{ fontSize: 11 }} minTickGap={16} />
          <YAxis allowDecimals={false} tick={{ fontSize: 11 }} width={40} />
          <Tooltip labelFormatter={(d) => String(d)} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          {series.map((s, i) => (
            <Line key={s.key} type="monotone" dataKey={s.key} name={s.label} stroke={COLORS[i % COLORS.length]} strokeWidth={2} dot={data.length <= 14} isAnimationActive={false} />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}

/** Horizontal bars (names on the left stay readable at 390 px), stacked when several series are given. */
export function HorizontalBars({ data, series, summary, nameKey = 'name' }: { data: Record<string, string | number>[]; series: Series[]; summary: string; nameKey?: string }) {
  const height = Math.max(120, data.length * 34 + 48);
  return (
    <div role="img" aria-label={summary} className="w-full" style={{ height }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} layout="vertical" margin={{ top: 4, right: 12, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" allowDecimals={false} tick={{ fontSize: 11 }} />
          <YAxis type="category" dataKey={nameKey} width={110} tick={{ fontSize: 11 }} tickFormatter={(n: string) => (n.length > 16 ? `${n.slice(0, 15)}…` : n)} />
          <Tooltip />
          {series.length > 1 && <Legend wrapperStyle={{ fontSize: 12 }} />}
          {series.map((s, i) => (
            <Bar key={s.key} dataKey={s.key} name={s.label} stackId="a" fill={COLORS[i % COLORS.length]} isAnimationActive={false} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
