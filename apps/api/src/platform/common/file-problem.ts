/** What a failed file operation met, named with its path: each cause says what the operator must fix. */
export function fileProblem(error: unknown, path: string): string {
  const { code, message } = error as NodeJS.ErrnoException;
  switch (code) {
    case 'ENOENT':
      return `${path} does not exist`;
    case 'ENOTDIR':
      return `${path} is not a folder (a part of it is a file)`;
    case 'EACCES':
    case 'EPERM':
      return `${path} cannot be written by this user (permission denied)`;
    case 'EROFS':
      return `${path} is on a read-only file system`;
    case 'ENOSPC':
    case 'EDQUOT':
      return `the disk of ${path} is full`;
    default:
      return `${path}: ${message}`;
  }
}
