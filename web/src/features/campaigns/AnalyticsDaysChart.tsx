import { Chart, useChart } from '@chakra-ui/charts';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';

type Day = { day: string; registrations: number; checkIns: number; points: number };

/** Day by day, a bar per series (Chakra UI's charts over recharts): registrations beside check-ins or points. */
export function AnalyticsDaysChart({
  days,
  series,
}: {
  days: Day[];
  series: { name: keyof Omit<Day, 'day'>; label: string; color: string }[];
}) {
  const chart = useChart({ data: days.map((d) => ({ ...d, label: d.day.slice(5).split('-').reverse().join('/') })), series });
  return (
    <Chart.Root chart={chart} aspectRatio="auto" height="240px" data-testid="analytics-days-chart">
      <BarChart responsive data={chart.data} margin={{ left: 0, right: 8 }}>
        <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
        <XAxis dataKey={chart.key('label')} axisLine={false} tickLine={false} fontSize={12} />
        <YAxis axisLine={false} tickLine={false} allowDecimals={false} fontSize={12} width={40} />
        <Tooltip cursor={{ fill: chart.color('bg.muted') }} animationDuration={100} content={<Chart.Tooltip />} />
        <Legend content={<Chart.Legend />} />
        {chart.series.map((s) => (
          <Bar
            key={s.name}
            isAnimationActive={false}
            maxBarSize={28}
            dataKey={chart.key(s.name)}
            fill={chart.color(s.color)}
            radius={[4, 4, 0, 0]}
          />
        ))}
      </BarChart>
    </Chart.Root>
  );
}
