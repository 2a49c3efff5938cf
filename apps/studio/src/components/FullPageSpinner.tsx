import { Spinner } from '../ui/Spinner.tsx';

/** Shown while the first (lazy) page of a visit loads, and while the root redirect decides. */
export function FullPageSpinner() {
  return (
    <div className="flex min-h-dvh items-center justify-center" role="status" aria-label="Loading">
      <Spinner className="size-6 text-indigo-600" />
    </div>
  );
}
