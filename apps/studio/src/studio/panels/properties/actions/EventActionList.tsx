import { getActionDeclaration, type Action } from '@tessera/model/definition';
import { ArrowDown, ArrowUp, GripVertical, Pencil, Plus, X } from 'lucide-react';
import { useT } from '../../../../i18n/index.ts';
import { Button, IconButton } from '../../../../ui/index.ts';
import { isActionDrag, readActionDrag, writeActionDrag } from '../../action-drag.ts';
import { moveItem, removeItem } from '../../list-ops.ts';
import { panelHeading } from '../../panel-classes.ts';
import { actionFieldsOf } from './action-fields.ts';
import { actionSummary } from './action-summary.ts';
import type { ActionTargets } from './action-targets.ts';
import { useActionLabels } from './use-action-labels.ts';

/** Props of {@link EventActionList}. */
export interface EventActionListProps {
  nodeId: string;
  event: string;
  eventLabel: string;
  actions: readonly Action[];
  targets: ActionTargets;
  disabled: boolean;
  onAdd(): void;
  onEdit(action: Action): void;
  /** The event's whole new list (a move or a removal). */
  onChange(actions: Action[]): void;
}

/** The small square buttons of an action row (24 px), so the action's name keeps the room. */
const actionButton = 'size-6! shrink-0';

/**
 * One event with its actions in the order they run: each row names the action, sums up its
 * params and condition, and has edit, move and remove buttons (Alt+↑/↓ on a row moves it too).
 * A row can be dragged onto another row of the list to move it there, or onto an element of the
 * layers tree to copy it there.
 */
export function EventActionList({ nodeId, event, eventLabel, actions, targets, disabled, onAdd, onEdit, onChange }: EventActionListProps) {
  const t = useT();
  const labels = useActionLabels();
  const headingId = `events-${nodeId}-${event}`;
  const move = (index: number, offset: number) => onChange(moveItem(actions, index, offset));
  return (
    <section data-testid={`event-${event}`} aria-labelledby={headingId} className="flex flex-col gap-1.5">
      <div className="flex items-center justify-between gap-2">
        <h3 id={headingId} className={panelHeading}>
          {eventLabel}
        </h3>
        <Button size="sm" variant="ghost" className="h-7! px-2! text-xs!" disabled={disabled} onClick={onAdd} data-testid={`add-action-${event}`}>
          <Plus aria-hidden="true" className="size-3.5" />
          {t('studioPanels.events.addAction')}
        </Button>
      </div>
      {actions.length === 0 ? (
        <p className="text-xs text-slate-500">{t('studioPanels.events.noActions')}</p>
      ) : (
        <ol aria-label={t('studioPanels.events.actionsOf', { event: eventLabel })} className="flex flex-col gap-1">
          {actions.map((action, index) => {
            const declaration = getActionDeclaration(action.type);
            const position = index + 1;
            const summary = declaration ? actionSummary(actionFieldsOf(declaration), action.params, targets) : t('studioPanels.events.otherType');
            return (
              <li
                key={action.id}
                data-testid={`action-${action.id}`}
                data-action-type={action.type}
                draggable={!disabled}
                onDragStart={(dragEvent) => writeActionDrag(dragEvent.dataTransfer, action)}
                onDragOver={(dragEvent) => {
                  if (disabled || !isActionDrag(dragEvent.dataTransfer)) return;
                  dragEvent.preventDefault();
                  dragEvent.dataTransfer.dropEffect = 'move';
                }}
                onDrop={(dragEvent) => {
                  // An action of this list dropped on a row takes that row's place.
                  const from = actions.findIndex((each) => each.id === readActionDrag(dragEvent.dataTransfer)?.id);
                  if (disabled || from < 0) return;
                  dragEvent.preventDefault();
                  if (from !== index) move(from, index - from);
                }}
                onKeyDown={(keyEvent) => {
                  if (disabled || !keyEvent.altKey || (keyEvent.key !== 'ArrowUp' && keyEvent.key !== 'ArrowDown')) return;
                  keyEvent.preventDefault();
                  move(index, keyEvent.key === 'ArrowUp' ? -1 : 1);
                }}
                className="flex items-center gap-1 rounded-md border border-slate-200 bg-white py-1 pr-1 pl-1"
              >
                <GripVertical aria-hidden="true" className="size-3.5 shrink-0 cursor-grab text-slate-400" />
                <span className="sr-only">{t('studioPanels.events.drag', { index: position })}</span>
                <div className="ml-0.5 flex min-w-0 flex-1 flex-col">
                  <div className="flex min-w-0 items-baseline gap-1">
                    <span aria-hidden="true" className="shrink-0 text-[11px] text-slate-400 tabular-nums">
                      {position}.
                    </span>
                    {/* The action's name wraps rather than being cut: the panel is narrow beside four buttons. */}
                    <span className="min-w-0 text-[13px] leading-tight font-medium [overflow-wrap:anywhere] text-slate-800">
                      {labels.type(action.type)}
                    </span>
                  </div>
                  {summary !== '' && <span className="truncate text-[11px] text-slate-500">{summary}</span>}
                  {action.condition && (
                    <span className="truncate font-mono text-[11px] text-amber-700" title={action.condition} data-testid="action-condition-badge">
                      {t('studioPanels.events.conditionBadge', { condition: action.condition })}
                    </span>
                  )}
                </div>
                {declaration && (
                  <IconButton
                    size="sm"
                    className={actionButton}
                    label={t('studioPanels.events.edit', { index: position })}
                    icon={<Pencil aria-hidden="true" className="size-3.5" />}
                    disabled={disabled}
                    onClick={() => onEdit(action)}
                  />
                )}
                {actions.length > 1 && (
                  <>
                    <IconButton
                      size="sm"
                      className={actionButton}
                      label={t('studioPanels.events.moveUp', { index: position })}
                      icon={<ArrowUp aria-hidden="true" className="size-3.5" />}
                      disabled={disabled || index === 0}
                      onClick={() => move(index, -1)}
                    />
                    <IconButton
                      size="sm"
                      className={actionButton}
                      label={t('studioPanels.events.moveDown', { index: position })}
                      icon={<ArrowDown aria-hidden="true" className="size-3.5" />}
                      disabled={disabled || index === actions.length - 1}
                      onClick={() => move(index, 1)}
                    />
                  </>
                )}
                <IconButton
                  size="sm"
                  variant="danger"
                  className={actionButton}
                  label={t('studioPanels.events.remove', { index: position })}
                  icon={<X aria-hidden="true" className="size-3.5" />}
                  disabled={disabled}
                  onClick={() => onChange(removeItem(actions, index))}
                />
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
