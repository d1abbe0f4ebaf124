import type { ChartConfiguration } from 'chart.js';
import { useRef } from 'react';
import { useChart } from '../../lib/use-chart';

/**
 * A chart as one image with a spoken summary; its figures are in the table beside it. The box sets the size:
 * chart.js fills its parent (which must be positioned and hold the canvas alone) and follows it when it resizes.
 */
export function ChartCanvas({
  config,
  summary,
  className = 'h-64',
}: {
  /** Memoise it: a new object draws the chart again. */
  config: ChartConfiguration;
  summary: string;
  className?: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useChart(canvas, config);
  return (
    <div className={`relative w-full ${className}`}>
      <canvas ref={canvas} role="img" aria-label={summary} />
    </div>
  );
}
