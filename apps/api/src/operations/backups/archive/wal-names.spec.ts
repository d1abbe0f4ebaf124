import { segmentName, segmentNumber } from './wal-names';

const MB = 1024 * 1024;

describe('WAL segment names', () => {
  it.each([
    ['000000010000000000000001', 16 * MB, 1],
    ['0000000100000000000000FF', 16 * MB, 255],
    ['000000010000000100000000', 16 * MB, 256],
    ['000000020000000000000FFF', MB, 4095],
    ['000000010000000100000002', MB, 4098],
    ['000000010000000000000009.00000028.backup', MB, 9],
  ])('%s with %d-byte segments is position %d', (name, size, position) => {
    expect(segmentNumber(name, size)).toBe(position);
  });

  it.each([
    [1, 4098, MB, '000000010000000100000002'],
    [3, 255, 16 * MB, '0000000300000000000000FF'],
  ])('timeline %d, position %d, %d-byte segments is %s', (timeline, position, size, name) => {
    expect(segmentName(timeline, position, size)).toBe(name);
  });
});
