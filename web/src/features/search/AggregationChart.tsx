import { Chart, useChart } from '@chakra-ui/charts';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';

/** A bar per bucket (Chakra UI's charts over recharts): the labels under the bars, the counts on the left. */
export function AggregationChart({ data, seriesLabel }: { data: { label: string; count: number }[]; seriesLabel: string }) {
  const chart = useChart({ data, series: [{ name: 'count', color: 'brand.solid', label: seriesLabel }] });
  return (
    <Chart.Root maxH="xs" chart={chart} data-testid="aggregation-chart">
      <BarChart responsive data={chart.data} margin={{ left: -16, right: 8 }}>
        <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
        <XAxis axisLine={false} tickLine={false} dataKey={chart.key('label')} interval={0} fontSize={12} />
        <YAxis axisLine={false} tickLine={false} allowDecimals={false} fontSize={12} />
        <Tooltip cursor={{ fill: chart.color('bg.muted') }} animationDuration={100} content={<Chart.Tooltip />} />
        {chart.series.map((s) => (
          <Bar
            key={s.name}
            maxBarSize={72}
            isAnimationActive={false}
            dataKey={chart.key(s.name)}
            fill={chart.color(s.color)}
            radius={[4, 4, 0, 0]}
          />
        ))}
      </BarChart>
    </Chart.Root>
  );
}
