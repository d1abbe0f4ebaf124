const counts = new Intl.NumberFormat('en');
const percents = new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 1 });

/** 1234567 → "1,234,567". */
export const formatCount = (value: number) => counts.format(value);

/** A 0–1 ratio as "37.5%". */
export const formatRatio = (ratio: number) => percents.format(ratio);

/** A 0–100 percent as "37.5%". */
export const formatPercent = (percent: number) => percents.format(percent / 100);
