import type { BrowserContext, Page } from 'playwright-core';

/**
 * Collects every content security policy violation of a browser context, in every frame (the
 * studio and its canvas iframe): the `securitypolicyviolation` events the pages fire, and the
 * browser's own "Refused to …" console errors. Call before the first navigation.
 */
export async function watchPolicyViolations(context: BrowserContext, page: Page): Promise<() => string[]> {
  const violations: string[] = [];
  const marker = '[csp-violation]';
  await context.addInitScript((prefix: string) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const where = `${event.sourceFile || event.documentURI}:${event.lineNumber}`;
      console.error(`${prefix} ${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${where}`);
    });
  }, marker);
  page.on('console', (message) => {
    const text = message.text();
    if (text.startsWith(marker) || /Content Security Policy/i.test(text)) violations.push(`${message.location().url}: ${text}`);
  });
  return () => [...violations];
}
