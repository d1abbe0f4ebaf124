import { barConfig, wrapLabel } from './chart-configs';

describe('chart configs', () => {
  it('wraps a long label beside horizontal bars into lines of whole words', async () => {
    expect(wrapLabel('Completions from shares')).toEqual(['Completions from', 'shares']);
    expect(wrapLabel('Exotic & Adventurous')).toEqual(['Exotic &', 'Adventurous']);
    expect(wrapLabel('Shares')).toEqual(['Shares']);
  });

  it('writes long counts on the axis short', async () => {
    const config = barConfig({ labels: ['a'], counts: [150_000], colors: '#000', label: 'Count' });
    const ticks = (config.options?.scales?.['y']?.ticks ?? {}) as { callback: (value: number) => string };
    expect(ticks.callback(150_000)).toBe('150K');
    expect(ticks.callback(12)).toBe('12');
  });
});
