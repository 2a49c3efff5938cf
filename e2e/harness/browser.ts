import { chromium, type Browser } from 'playwright-core';

/**
 * Debian's Chromium, headless, with the flags ARCHITECTURE §6 names; `extraArgs` for a test
 * that needs more (e.g. `--host-resolver-rules` to reach the server under another host name).
 */
export function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
      ...extraArgs,
    ],
  });
}
