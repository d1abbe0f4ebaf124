import type { ChartConfiguration } from 'chart.js';
import { type RefObject, useEffect } from 'react';
import { Chart } from './chart-setup';

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * Draws `config` on the canvas, and destroys the chart when the config changes or the canvas goes:
 * chart.js keeps a registry of canvases, and a forgotten chart would leak its listeners.
 */
export function useChart(canvas: RefObject<HTMLCanvasElement | null>, config: ChartConfiguration): void {
  useEffect(() => {
    if (!canvas.current) return undefined;
    const chart = new Chart(canvas.current, {
      ...config,
      options: { ...config.options, ...(prefersReducedMotion() && { animation: false }) },
    });
    return () => chart.destroy();
  }, [canvas, config]);
}
