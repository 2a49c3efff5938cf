import { PREVIEW_TOKEN_RETRY_SECONDS, type RunUnavailableReason } from '@tessera/model/releases';
import type { JSX } from 'react';
import { StatusPage } from '../pages/StatusPage.tsx';

/** What the Run tab says for each reason the studio cannot run the draft (the studio's Run preview words them alike). */
const texts: Record<RunUnavailableReason, { title: string; text: string }> = {
  seat: {
    title: 'Running the app needs a Developer seat',
    text: 'Your seat in this workspace lets you look at projects but not run or change them. A workspace owner can change your seat in Settings › Members; then try again.',
  },
  missing: {
    title: 'This project could not be found',
    text: 'It may have been deleted, or you are no longer a member of its workspace. Open it again from the projects in the studio.',
  },
  failed: {
    title: 'The app could not start',
    text: `The studio could not reach the server, or the server had a problem. Check your connection; the studio tries again every ${PREVIEW_TOKEN_RETRY_SECONDS} seconds.`,
  },
};

/** The Run tab when the studio cannot run the draft: why, what to do, and Try again. */
export function RunUnavailablePage({ reason, onRetry }: { reason: RunUnavailableReason; onRetry: () => void }): JSX.Element {
  const { title, text } = texts[reason];
  return (
    <StatusPage title={title}>
      <p role="alert">{text}</p>
      <button type="button" onClick={onRetry}>
        Try again
      </button>
    </StatusPage>
  );
}
