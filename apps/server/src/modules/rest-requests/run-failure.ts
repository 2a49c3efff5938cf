import type { RestFailureKind } from '@tessera/model/connectors';
import type { EgressFailure } from '../../net/egress/errors.ts';

/**
 * The run failure of a guard failure; null for the two that are the request's own fault
 * (`invalid-target`, `invalid-request`), which stay 400 errors.
 */
export function restFailureOf(failure: EgressFailure): RestFailureKind | null {
  switch (failure) {
    case 'refused':
      return 'refused';
    case 'dns':
    case 'unreachable':
      return 'unreachable';
    case 'tls':
      return 'tls';
    case 'protocol':
      return 'protocol';
    case 'timeout':
      return 'timeout';
    case 'too-large':
      return 'tooLarge';
    case 'too-many-redirects':
      return 'redirects';
    case 'invalid-target':
    case 'invalid-request':
      return null;
    default: {
      const never: never = failure;
      throw new Error(`unknown egress failure ${String(never)}`);
    }
  }
}
