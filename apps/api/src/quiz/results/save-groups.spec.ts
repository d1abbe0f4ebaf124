import type { AppConfig } from '../../platform/config/app-config';
import type { NewResult, ResultsRepository } from './results.repository';
import { SaveGroups } from './save-groups';

const quiz = (clientId?: string): NewResult => ({
  personality: 'comfort',
  answers: { flavor: 'mild', dining: 'cozy', cooking: 'simple' },
  clientId,
});

/** A repository whose group writes wait until the test lets them finish, recording each group it was given. */
function heldRepository() {
  const groups: NewResult[][] = [];
  const pending: { finish: () => void; fail: (error: Error) => void }[] = [];
  let stored = 0;
  const repository = {
    insertGroup: (group: NewResult[]) =>
      new Promise((resolve, reject) => {
        groups.push(group);
        pending.push({
          finish: () => resolve(group.map((save) => ({ result: { id: `row-${++stored}`, ...save }, created: true }))),
          fail: reject,
        });
      }),
    insert: jest.fn(async (personality: string) => ({
      result: { id: `alone-${++stored}`, personality },
      created: true,
    })),
  };
  return { repository: repository as unknown as ResultsRepository & typeof repository, groups, pending };
}

const config = (maxRows: number, maxWaitMs = 1000) =>
  ({ SAVE_GROUP_MAX_ROWS: maxRows, SAVE_GROUP_MAX_WAIT_MS: maxWaitMs }) as AppConfig;

const settled = () => new Promise((done) => setImmediate(done));

describe('SaveGroups', () => {
  afterEach(() => jest.useRealTimers());

  it('writes a lone save at once, and the saves arriving meanwhile together in the next group', async () => {
    const { repository, groups, pending } = heldRepository();
    const saves = new SaveGroups(repository, config(100));
    const lone = saves.save(quiz());
    expect(groups).toHaveLength(1);
    const crowd = [saves.save(quiz()), saves.save(quiz()), saves.save(quiz())];
    expect(groups).toHaveLength(1);
    pending[0]?.finish();
    await expect(lone).resolves.toMatchObject({ result: { id: 'row-1' }, created: true });
    await settled();
    expect(groups.map((group) => group.length)).toEqual([1, 3]);
    pending[1]?.finish();
    await expect(Promise.all(crowd)).resolves.toMatchObject([
      { result: { id: 'row-2' } },
      { result: { id: 'row-3' } },
      { result: { id: 'row-4' } },
    ]);
  });

  it('keeps every group within SAVE_GROUP_MAX_ROWS', async () => {
    const { repository, groups, pending } = heldRepository();
    const saves = new SaveGroups(repository, config(2));
    const all = Array.from({ length: 6 }, () => saves.save(quiz()));
    for (let group = 0; group < 4; group++) {
      pending[group]?.finish();
      await settled();
    }
    await expect(Promise.all(all)).resolves.toHaveLength(6);
    expect(groups.map((group) => group.length)).toEqual([1, 2, 2, 1]);
  });

  it('writes the next group beside a slow one once SAVE_GROUP_MAX_WAIT_MS has passed', async () => {
    jest.useFakeTimers();
    const { repository, groups, pending } = heldRepository();
    const saves = new SaveGroups(repository, config(100, 20));
    void saves.save(quiz());
    const waiting = saves.save(quiz());
    jest.advanceTimersByTime(19);
    expect(groups).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(groups).toHaveLength(2);
    pending[1]?.finish();
    await expect(waiting).resolves.toMatchObject({ created: true });
  });

  it('stores two saves with one clientId in a group once, and answers both with that row', async () => {
    const { repository, groups, pending } = heldRepository();
    const saves = new SaveGroups(repository, config(100));
    void saves.save(quiz());
    const first = saves.save(quiz('a'));
    const again = saves.save(quiz('a'));
    pending[0]?.finish();
    await settled();
    expect(groups[1]?.map((save) => save.clientId)).toEqual(['a']);
    pending[1]?.finish();
    const [stored, resent] = await Promise.all([first, again]);
    expect([stored.created, resent.created]).toEqual([true, false]);
    expect(resent.result).toBe(stored.result);
  });

  it('fails each save of a group whose database is away, as a lone save would fail', async () => {
    const { repository, pending } = heldRepository();
    const saves = new SaveGroups(repository, config(100));
    const all = [saves.save(quiz()), saves.save(quiz()), saves.save(quiz())];
    pending[0]?.finish();
    await settled();
    const away = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    pending[1]?.fail(away);
    const outcomes = await Promise.allSettled(all);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'rejected']);
    expect(repository.insert).not.toHaveBeenCalled();
  });

  it('writes the saves of a group that failed otherwise one by one, so one bad row fails only itself', async () => {
    const { repository, pending } = heldRepository();
    repository.insert.mockRejectedValueOnce(new Error('value too long'));
    const saves = new SaveGroups(repository, config(100));
    const all = [saves.save(quiz()), saves.save(quiz()), saves.save(quiz())];
    pending[0]?.finish();
    await settled();
    pending[1]?.fail(new Error('value too long'));
    const outcomes = await Promise.allSettled(all);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(repository.insert).toHaveBeenCalledTimes(2);
  });

  it.each([0, 1])('with SAVE_GROUP_MAX_ROWS=%i writes every save by itself', async (maxRows) => {
    const { repository, groups } = heldRepository();
    const saves = new SaveGroups(repository, config(maxRows));
    await expect(Promise.all([saves.save(quiz()), saves.save(quiz())])).resolves.toHaveLength(2);
    expect(groups).toHaveLength(0);
    expect(repository.insert).toHaveBeenCalledTimes(2);
  });
});
