import { fileProblem } from './file-problem';

const failure = (code: string) => Object.assign(new Error(`${code}: raw`), { code });

describe('fileProblem', () => {
  it.each([
    ['ENOENT', '/srv/backups does not exist'],
    ['ENOTDIR', '/srv/backups is not a folder (a part of it is a file)'],
    ['EACCES', '/srv/backups cannot be written by this user (permission denied)'],
    ['EPERM', '/srv/backups cannot be written by this user (permission denied)'],
    ['EROFS', '/srv/backups is on a read-only file system'],
    ['ENOSPC', 'the disk of /srv/backups is full'],
    ['EIO', '/srv/backups: EIO: raw'],
  ])('says what %s means, naming the path', (code, said) => {
    expect(fileProblem(failure(code), '/srv/backups')).toBe(said);
  });
});
