import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { RouterShadowDto } from '@contracts/router-shadows';

/** Agreements and disagreements per day as stacked bars; a picture of the figures beside it, so hidden from screen readers. */
export function ShadowDailyChart({ daily }: { daily: RouterShadowDto['daily'] }) {
  const data = daily.map((d) => ({ date: d.date.slice(5), agreed: d.total - d.disagreed, disagreed: d.disagreed }));
  return (
    <div role="img" aria-label={`Disagreements per day over ${daily.length} days`} className="h-48 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 4, right: 12, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="date" tick={{ fontSize: 11 }} />
          <YAxis allowDecimals={false} tick={{ fontSize: 11 }} />
          <Tooltip />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Bar dataKey="agreed" name="Agreed" stackId="d" maxBarSize={48} fill="hsl(142 71% 40%)" isAnimationActive={false} />
          <Bar dataKey="disagreed" name="Disagreed" stackId="d" maxBarSize={48} fill="hsl(0 72% 51%)" isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
