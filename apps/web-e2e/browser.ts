import { chromium } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** The system's Chromium (CHROMIUM_PATH, else Debian's); undefined means Playwright's own browser. */
export function systemChromium(): string | undefined {
  return process.env['CHROMIUM_PATH'] ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
}

/** Fetches Playwright's Chromium when the machine has no browser for the suite, so `npm test` needs no set-up step. */
export default function ensureBrowser(): void {
  if (systemChromium() || existsSync(chromium.executablePath())) return;
  console.log('No Chromium on this machine: fetching Playwright’s own (playwright install chromium)');
  execFileSync(process.execPath, [require.resolve('@playwright/test/cli'), 'install', 'chromium'], {
    stdio: 'inherit',
  });
}
