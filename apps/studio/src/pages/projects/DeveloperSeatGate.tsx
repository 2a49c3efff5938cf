import { useId, type ReactElement } from 'react';
import { useT } from '../../i18n/index.ts';
import { cx, focusRing, Tooltip } from '../../ui/index.ts';
import { useCanBuild } from '../../projects/use-can-build.ts';

/** What a gated control gets: whether it is disabled, and the id of the text that says why. */
export interface DeveloperSeatGateState {
  disabled: boolean;
  describedBy?: string;
}

/**
 * A control that builds apps ("New project", "Use this template"): as it is for a Developer;
 * for an End User disabled, with a tooltip (on hover and keyboard focus) saying a Developer seat
 * is needed. A disabled button gets no pointer events or focus, so a focusable wrapper carries the
 * tooltip; the control is described by the same text for screen readers.
 */
export function DeveloperSeatGate({
  children,
  className,
}: {
  children: (state: DeveloperSeatGateState) => ReactElement;
  /** Classes of the wrapper when gated (e.g. `w-full` for a full-width button). */
  className?: string;
}) {
  const t = useT();
  const canBuild = useCanBuild();
  const hintId = useId();
  if (canBuild) return children({ disabled: false });
  const message = t('workspace.projects.developerSeatNeeded');
  return (
    <Tooltip content={message}>
      <span
        tabIndex={0}
        data-testid="developer-seat-gate"
        className={cx('inline-flex rounded-lg [&>button]:pointer-events-none', focusRing, className)}
      >
        {children({ disabled: true, describedBy: hintId })}
        <span id={hintId} className="sr-only">
          {message}
        </span>
      </span>
    </Tooltip>
  );
}
