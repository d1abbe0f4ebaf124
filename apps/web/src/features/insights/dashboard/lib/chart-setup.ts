import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';
import { COLORS } from './palette';

// Only what the charts draw (bars on a category and a linear axis): the rest of chart.js is tree-shaken away.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);
Chart.defaults.color = COLORS.text;
Chart.defaults.borderColor = COLORS.grid;
// The page's font; the build's render of the page (src/prerender) has no document, and draws no chart.
if (typeof document !== 'undefined') {
  Chart.defaults.font.family = getComputedStyle(document.documentElement).fontFamily || Chart.defaults.font.family;
}
Chart.defaults.font.size = 13;
Chart.defaults.maintainAspectRatio = false;

export { Chart };
