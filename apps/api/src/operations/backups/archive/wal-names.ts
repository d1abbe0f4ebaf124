/** A WAL segment's file name: 8 hex digits of timeline, then of the log and segment numbers. */
export const WAL_SEGMENT = /^[0-9A-F]{24}$/;

/** The position of a segment (or of a `.backup`/`.partial` file named after one) in the WAL, whatever its timeline. */
export function segmentNumber(name: string, walSegmentSize: number): number {
  const perLog = 0x1_0000_0000 / walSegmentSize;
  return Number.parseInt(name.slice(8, 16), 16) * perLog + Number.parseInt(name.slice(16, 24), 16);
}

export function segmentName(timeline: number, segment: number, walSegmentSize: number): string {
  const perLog = 0x1_0000_0000 / walSegmentSize;
  const hex = (n: number) => n.toString(16).toUpperCase().padStart(8, '0');
  return hex(timeline) + hex(Math.floor(segment / perLog)) + hex(segment % perLog);
}
