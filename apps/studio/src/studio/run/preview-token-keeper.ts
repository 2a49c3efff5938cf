import { PREVIEW_TOKEN_RETRY_SECONDS, type PreviewToken, type RunUnavailableReason } from '@tessera/model/releases';
import { ApiError } from '../../api/api-error.ts';

/** A token is renewed this long before it expires, so a call never carries one about to end. */
export const PREVIEW_TOKEN_RENEW_BEFORE_MS = 2 * 60_000;
/** A failed mint (offline, the server restarting) is tried again after this long. */
export const PREVIEW_TOKEN_RETRY_MS = PREVIEW_TOKEN_RETRY_SECONDS * 1000;
/** Never sooner than this between two mints, whatever the server says of the lifetime. */
const MIN_RENEW_DELAY_MS = 10_000;

/** The timer functions the keeper uses (tests pass fake ones). */
export interface KeeperTimers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** The keeper of a studio; see `createPreviewTokenKeeper`. */
export interface PreviewTokenKeeper {
  /** Mints the first token, then keeps renewing it (once started, later calls do nothing). */
  start(): void;
  /** After a failed mint, mints again at once (the builder's Try again); else does nothing. */
  retry(): void;
  stop(): void;
}

/**
 * Why a mint failed: a 403 is the missing Developer seat, a 404 a project the builder cannot see
 * (neither changes by waiting); anything else (no answer, a server error) may pass.
 */
export function mintFailureReason(error: unknown): RunUnavailableReason {
  if (error instanceof ApiError && error.status === 403) return 'seat';
  if (error instanceof ApiError && error.status === 404) return 'missing';
  return 'failed';
}

/**
 * Keeps a preview token of the project's draft for whatever runs the app in the studio (the
 * Run preview, the Run tabs): it mints one when first asked, hands it to `onToken`, and mints the
 * next `PREVIEW_TOKEN_RENEW_BEFORE_MS` before it expires, for as long as the studio is open. A
 * failed mint is reported to `onFailure` with its reason (`mintFailureReason`); one that may pass
 * (`failed`) is tried again after `retryMs`, a refusal only when `retry` is called. A failure that
 * may pass while a token is held is not reported: that token keeps the app running while the mint
 * is tried again. A refusal is reported even then, and the consumer drops the token it holds: the
 * seat or the project is gone, and the server refuses that token at its next call already.
 */
export function createPreviewTokenKeeper(options: {
  mint: () => Promise<PreviewToken>;
  onToken: (token: string) => void;
  onFailure?: (reason: RunUnavailableReason) => void;
  retryMs?: number;
  timers?: KeeperTimers;
}): PreviewTokenKeeper {
  const timers: KeeperTimers = options.timers ?? {
    setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
  let started = false;
  let stopped = false;
  let minting = false;
  let failed = false;
  let holding = false;
  let timer: unknown;

  const later = (ms: number) => {
    timers.clearTimeout(timer);
    timer = timers.setTimeout(() => void mintNow(), ms);
  };
  async function mintNow(): Promise<void> {
    minting = true;
    let minted: PreviewToken;
    try {
      minted = await options.mint();
    } catch (error) {
      minting = false;
      if (stopped) return;
      failed = true;
      const reason = mintFailureReason(error);
      if (reason === 'failed') later(options.retryMs ?? PREVIEW_TOKEN_RETRY_MS);
      if (reason === 'failed' && holding) return;
      holding = false;
      options.onFailure?.(reason);
      return;
    }
    minting = false;
    if (stopped) return;
    failed = false;
    holding = true;
    options.onToken(minted.token);
    later(Math.max(minted.expiresIn * 1000 - PREVIEW_TOKEN_RENEW_BEFORE_MS, MIN_RENEW_DELAY_MS));
  }

  return {
    start() {
      if (started || stopped) return;
      started = true;
      void mintNow();
    },
    retry() {
      if (!started || stopped || minting || !failed) return;
      timers.clearTimeout(timer);
      void mintNow();
    },
    stop() {
      stopped = true;
      timers.clearTimeout(timer);
    },
  };
}
