import type { AppConfig } from '../config/app-config';
import { statfsNearest } from '../observability/disk-space';
import { DiskFloor } from './disk-floor';

jest.mock('../observability/disk-space', () => ({ statfsNearest: jest.fn() }));

const MB = 1024 * 1024;
const freeMb = (mb: number) => jest.mocked(statfsNearest).mockResolvedValue({ bavail: mb, bsize: MB, blocks: 10_000 });

describe('the disk floor', () => {
  const config = { MIN_FREE_DISK_MB: 100, DISK_CHECK_SECONDS: 1, DATA_DIR: '/data' } as AppConfig;
  let floor: DiskFloor;
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    floor.onApplicationShutdown();
    jest.useRealTimers();
  });

  it('takes event batches again only once the free space is a margin above MIN_FREE_DISK_MB, not at each MB around it', async () => {
    freeMb(99);
    floor = new DiskFloor(config);
    await floor.onModuleInit();
    expect(() => floor.refuseEventsWhileLow()).toThrow('event batches are refused');
    freeMb(101);
    await jest.advanceTimersByTimeAsync(1000);
    expect(() => floor.refuseEventsWhileLow()).toThrow('event batches are refused');
    freeMb(111);
    await jest.advanceTimersByTimeAsync(1000);
    expect(() => floor.refuseEventsWhileLow()).not.toThrow();
  });

  it('tells the backlog move whether the disk is under MIN_FREE_DISK_MB, by the same rule', async () => {
    freeMb(99);
    floor = new DiskFloor(config);
    await floor.onModuleInit();
    expect(floor.belowFloor()).toBe(true);
    freeMb(111);
    await jest.advanceTimersByTimeAsync(1000);
    expect(floor.belowFloor()).toBe(false);
  });
});
