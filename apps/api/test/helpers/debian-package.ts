import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** The path of a Debian package's program, installed first when this machine lacks it (as CI does for Chromium). */
export function debianProgram(path: string, pkg: string): string {
  if (existsSync(path)) return path;
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'ignore', timeout: 180_000 });
  execFileSync('apt-get', ['install', '-y', '-qq', pkg], { stdio: 'ignore', timeout: 300_000 });
  if (!existsSync(path)) throw new Error(`${pkg} installed, but ${path} is still missing`);
  return path;
}
