/** A datetime-local field's value for an instant, read as UTC: "2026-03-04T16:20". */
export const utcFieldValue = (instant: Date) => instant.toISOString().slice(0, 16);

/** The instant a datetime-local field's value names, read as UTC; undefined when it names none. */
export function instantOfUtcField(value: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(value)) return undefined;
  const instant = new Date(`${value}Z`);
  return Number.isNaN(instant.getTime()) ? undefined : instant.toISOString();
}
