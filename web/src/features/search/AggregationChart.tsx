import { Chart, useChart } from '@chakra-ui/charts';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';

/**
 * A horizontal bar per bucket (Chakra UI's charts over recharts): the names on the left, where long ones ("Trattenuta in
 * busta paga", a section's name) stay readable on a phone, the counts along the bottom.
 */
export function AggregationChart({ data, seriesLabel }: { data: { label: string; count: number }[]; seriesLabel: string }) {
  const chart = useChart({ data, series: [{ name: 'count', color: 'brand.solid', label: seriesLabel }] });
  return (
    <Chart.Root chart={chart} aspectRatio="auto" height={`${data.length * 32 + 40}px`} data-testid="aggregation-chart">
      <BarChart responsive layout="vertical" data={chart.data} margin={{ left: 0, right: 16 }}>
        <CartesianGrid stroke={chart.color('border.muted')} horizontal={false} />
        <XAxis type="number" axisLine={false} tickLine={false} allowDecimals={false} fontSize={12} />
        <YAxis type="category" dataKey={chart.key('label')} axisLine={false} tickLine={false} width={120} fontSize={12} interval={0} />
        <Tooltip cursor={{ fill: chart.color('bg.muted') }} animationDuration={100} content={<Chart.Tooltip />} />
        {chart.series.map((s) => (
          <Bar
            key={s.name}
            maxBarSize={24}
            isAnimationActive={false}
            dataKey={chart.key(s.name)}
            fill={chart.color(s.color)}
            radius={[0, 4, 4, 0]}
          />
        ))}
      </BarChart>
    </Chart.Root>
  );
}
