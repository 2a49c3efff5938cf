import { describe, expect, it } from 'vitest';
import { firstLine, summarizeReport } from './test-summary.mjs';

const test = (fullName, status, failureMessages = [], duration = 10) => ({ fullName, status, failureMessages, duration });
const file = (name, assertionResults, status = 'passed', message = '') => ({ name, status, message, assertionResults });

describe('the closing lines of npm test', () => {
  it('names failed tests, tests passed only on a retry and files failed outside their tests, and counts them', () => {
    const report = {
      numPassedTests: 3,
      numFailedTests: 2,
      testResults: [
        file('/repo/e2e/tests/a.e2e.ts', [
          test('a journey', 'passed'),
          test('an upload', 'passed', ['TimeoutError: waiting for "filechooser"\n    at x']),
          test('a refusal', 'failed', ['\nAssertionError: expected 403\n    at y', 'AssertionError: again']),
        ], 'failed'),
        file('/repo/e2e/tests/b.e2e.ts', [test('skipped one', 'skipped')], 'failed', 'Error: server did not answer GET /health within 40 s\nlogs'),
        file('/repo/apps/server/test/c.test.ts', [test('a slow case', 'failed', ['Error: STACK_TRACE_ERROR\n    at task (runner.js:1:1)'], 30_004), test('fine', 'passed')]),
      ],
    };
    expect(summarizeReport('e2e', report, '/repo')).toEqual({
      passed: 3,
      failed: 3,
      failures: [
        'e2e: e2e/tests/a.e2e.ts > a refusal: AssertionError: expected 403',
        'e2e: e2e/tests/b.e2e.ts: Error: server did not answer GET /health within 40 s',
        'e2e: apps/server/test/c.test.ts > a slow case: an error of the test runner whose message the report does not keep (a timeout is one) after 30.0 s',
      ],
      retried: ['e2e: e2e/tests/a.e2e.ts > an upload (first try: TimeoutError: waiting for "filechooser")'],
    });
  });

  it('says nothing more of a green report than its count', () => {
    const report = { numPassedTests: 2, numFailedTests: 0, testResults: [file('/repo/x.test.ts', [test('one', 'passed'), test('two', 'passed')])] };
    expect(summarizeReport('unit', report, '/repo')).toEqual({ passed: 2, failed: 0, failures: [], retried: [] });
  });

  it('keeps the first line that says something, cut to 300 characters', () => {
    expect(firstLine('\n  \n  Error: boom  \n at z')).toBe('Error: boom');
    expect(firstLine('x'.repeat(400))).toHaveLength(300);
    expect(firstLine('')).toBe('');
  });
});
