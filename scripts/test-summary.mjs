// What the closing lines of `npm test` say of each suite's vitest JSON report.
import { relative } from 'node:path';

/** The first non-blank line of `text`, trimmed and cut to 300 characters. */
export function firstLine(text) {
  return text.split('\n').find((line) => line.trim())?.trim().slice(0, 300) ?? '';
}

// The stack vitest writes for an error it raised itself, a test's timeout among them, in place of
// the message (the JSON report keeps an error's stack, or its message only when it has none).
const RUNNER_STACK = 'Error: STACK_TRACE_ERROR';

function cause(error, duration) {
  const line = firstLine(error);
  if (line !== RUNNER_STACK) return line;
  const after = typeof duration === 'number' ? ` after ${(duration / 1000).toFixed(1)} s` : '';
  return `an error of the test runner whose message the report does not keep (a timeout is one)${after}`;
}

/**
 * One suite's vitest JSON report, summed up: its counts; every test that failed, with its first
 * error line; every test that passed only on a retry (vitest keeps the failed tries' errors on a
 * passed test), with the first try's; and every file that failed outside its tests (a hook: the
 * browser suite's server did not start), counted as a failure too. Places are `suite: file >
 * test`, the file relative to `root`.
 */
export function summarizeReport(suite, report, root) {
  const failures = [];
  const retried = [];
  let failedFiles = 0;
  for (const file of report.testResults) {
    const where = `${suite}: ${relative(root, file.name)}`;
    let testFailed = false;
    for (const test of file.assertionResults) {
      const errors = test.failureMessages ?? [];
      if (test.status === 'failed') {
        testFailed = true;
        failures.push(`${where} > ${test.fullName}: ${cause(errors[0] ?? '', test.duration)}`);
      } else if (test.status === 'passed' && errors.length > 0) {
        retried.push(`${where} > ${test.fullName} (first try: ${firstLine(errors[0])})`);
      }
    }
    if (file.status === 'failed' && !testFailed) {
      failedFiles += 1;
      failures.push(`${where}: ${firstLine(file.message ?? '') || 'failed outside its tests'}`);
    }
  }
  return { passed: report.numPassedTests, failed: report.numFailedTests + failedFiles, failures, retried };
}
