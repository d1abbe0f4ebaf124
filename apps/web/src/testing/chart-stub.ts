import type { ChartConfiguration } from 'chart.js';

/** jsdom has no canvas: the charts' tests see which charts were drawn, with what, instead of pixels. */
export class Chart {
  static defaults = { color: '', borderColor: '', font: { family: '', size: 12 }, maintainAspectRatio: true };
  static drawn: Chart[] = [];
  static register(): void {
    // Nothing to register without a canvas.
  }

  destroyed = false;

  constructor(
    readonly canvas: HTMLCanvasElement,
    readonly config: ChartConfiguration,
  ) {
    Chart.drawn.push(this);
  }

  destroy(): void {
    this.destroyed = true;
  }
}

/** The charts on screen now. */
export const liveCharts = () => Chart.drawn.filter((chart) => !chart.destroyed);

const element = {};
export {
  element as BarController,
  element as BarElement,
  element as CategoryScale,
  element as Legend,
  element as LineController,
  element as LineElement,
  element as LinearScale,
  element as PointElement,
  element as Tooltip,
};
