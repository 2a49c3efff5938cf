// Gzip size of the JavaScript the studio's /login route loads, measured in Chromium: every
// script the page requests until the network is idle, gzipped at level 9 (what a CDN serves).
// Usage: node bench/login-js.mjs   (needs `npm run build` first)
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { freePort, freshDataDir, root, waitForPage } from './lib.mjs';

const BUDGET_BYTES = 150 * 1024;
const port = await freePort();
const dataDir = freshDataDir();
const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: 'ignore',
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  await waitForPage(`http://127.0.0.1:${port}/health`, 'ok', Date.now());
  const page = await browser.newPage();
  const scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body();
    scripts.push({ url: new URL(response.url()).pathname, raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
  });
  await page.goto(`http://localhost:${port}/login`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { name: 'Sign in to your account' }).waitFor();
  let totalGzip = 0;
  let totalRaw = 0;
  for (const script of scripts) {
    totalGzip += script.gzip;
    totalRaw += script.raw;
    console.log(`${script.url}: ${(script.raw / 1024).toFixed(1)} KB raw, ${(script.gzip / 1024).toFixed(1)} KB gzip`);
  }
  console.log(`login route JS: ${scripts.length} files, ${(totalRaw / 1024).toFixed(1)} KB raw, ${(totalGzip / 1024).toFixed(1)} KB gzip (budget ${BUDGET_BYTES / 1024} KB)`);
  if (totalGzip > BUDGET_BYTES) process.exitCode = 1;
} finally {
  await browser.close();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.on('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
