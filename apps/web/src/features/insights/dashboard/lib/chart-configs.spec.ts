import { barConfig, dailyConfig, wrapLabel } from './chart-configs';
import { formatsIn } from '../../shared/lib/format';

type Scale = { reverse?: boolean; position?: string; ticks?: { callback: (value: number) => string } };
const scalesOf = (config: { options?: { scales?: unknown } }) => config.options?.scales as Record<'x' | 'y', Scale>;

describe('chart configs', () => {
  it('wraps a long label beside horizontal bars into lines of whole words', async () => {
    expect(wrapLabel('Completions from shares')).toEqual(['Completions from', 'shares']);
    expect(wrapLabel('Exotic & Adventurous')).toEqual(['Exotic &', 'Adventurous']);
    expect(wrapLabel('Shares')).toEqual(['Shares']);
  });

  it('writes long counts on the axis short', async () => {
    const config = barConfig({
      labels: ['a'],
      counts: [150_000],
      colors: '#000',
      label: 'Count',
      formats: formatsIn('en'),
    });
    const { y } = scalesOf(config);
    expect(y.ticks?.callback(150_000)).toBe('150K');
    expect(y.ticks?.callback(12)).toBe('12');
    expect(config.options?.locale).toBe('en');
  });

  it('in Arabic writes the axis and the tooltips as Arabic does, and runs the bars from the right', async () => {
    const formats = formatsIn('ar');
    const bars = barConfig({ labels: ['a'], counts: [1], colors: '#000', label: 'x', formats, horizontal: true });
    expect(bars.options?.locale).toBe('ar');
    expect(bars.options?.plugins?.tooltip?.rtl).toBe(true);
    const { x, y } = scalesOf(bars);
    expect([x.reverse, y.position]).toEqual([true, 'right']);
    expect(x.ticks?.callback(150_000)).toBe(new Intl.NumberFormat('ar', { notation: 'compact' }).format(150_000));

    const daily = dailyConfig({
      days: ['d'],
      results: [1],
      shared: [0],
      labels: { results: 'r', shared: 's' },
      formats,
    });
    expect(daily.options?.plugins?.legend?.rtl).toBe(true);
    expect([scalesOf(daily).x.reverse, scalesOf(daily).y.position]).toEqual([true, 'right']);
  });
});
