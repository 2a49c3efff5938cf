import { ACTION_INTO_DATA_REPEATER_MESSAGE, type Action, type ElementDeclaration, type ElementNode } from '@tessera/model/definition';
import { ArrowDown, ArrowUp, ExternalLink, MessageSquare, Pencil, Plus, Workflow, X } from 'lucide-react';
import { useState } from 'react';
import { translations } from '@tessera/catalog';
import { type TranslationKey, useT } from '../../../i18n/index.ts';
import { Button, DropdownMenu, IconButton, InfoBox } from '../../../ui/index.ts';
import { moveItem, removeItem } from '../list-ops.ts';
import { panelHeading } from '../panel-classes.ts';
import { ActionEditorModal } from './ActionEditorModal.tsx';
import { actionSummary, editableActionTypes, isEditableActionType, type EditableActionType } from './action-params.ts';
import { humanizePropName } from './use-prop-label.ts';

/** Props of {@link EventsTab}. */
export interface EventsTabProps {
  node: ElementNode;
  declaration: ElementDeclaration;
  /** The event's whole new list of actions (empty removes the event). */
  onEventsChange(event: string, actions: Action[]): void;
  newId(): string;
  disabled: boolean;
}

/** What the action editor is open for: adding to an event, or editing one of its actions. */
type Editing = { event: string; type: EditableActionType; actionId: string | null; params: Readonly<Record<string, unknown>> };

const translatedEvents = new Set(Object.keys(translations.studioPanels.en.events.names));
const actionIcons = { openUrl: ExternalLink, showMessage: MessageSquare } as const;
/** The small square buttons of an action row (24 px), so the action's name keeps the room. */
const actionButton = 'size-6! shrink-0';

/**
 * The Events tab: each event the element declares with its actions in order; add, edit, reorder
 * and remove. A data repeater takes no actions (spec §5): it says so instead.
 */
export function EventsTab({ node, declaration, onEventsChange, newId, disabled }: EventsTabProps) {
  const t = useT();
  const [editing, setEditing] = useState<Editing | null>(null);
  const eventLabel = (event: string) => (translatedEvents.has(event) ? t(`studioPanels.events.names.${event}` as TranslationKey) : humanizePropName(event));
  const typeLabel = (type: string) => (isEditableActionType(type) ? t(`studioPanels.actions.types.${type}`) : type);

  if (node.type === 'dataRepeater') {
    return (
      <InfoBox tone="info" testId="events-data-repeater">
        {ACTION_INTO_DATA_REPEATER_MESSAGE}
      </InfoBox>
    );
  }
  if (declaration.events.length === 0) return <p className="text-[13px] text-slate-500">{t('studioPanels.events.none')}</p>;

  return (
    <div className="flex flex-col gap-4">
      {declaration.events.map((event) => {
        const actions = node.events[event] ?? [];
        const headingId = `events-${node.id}-${event}`;
        return (
          <section key={event} data-testid={`event-${event}`} aria-labelledby={headingId} className="flex flex-col gap-1.5">
            <div className="flex items-center justify-between gap-2">
              <h3 id={headingId} className={panelHeading}>
                {eventLabel(event)}
              </h3>
              <DropdownMenu
                align="end"
                label={t('studioPanels.events.addAction')}
                items={editableActionTypes.map((type) => {
                  const Icon = actionIcons[type];
                  return { id: type, icon: <Icon />, label: typeLabel(type), onSelect: () => setEditing({ event, type, actionId: null, params: {} }) };
                })}
                trigger={
                  <Button size="sm" variant="ghost" className="h-7! px-2! text-xs!" disabled={disabled} data-testid={`add-action-${event}`}>
                    <Plus aria-hidden="true" className="size-3.5" />
                    {t('studioPanels.events.addAction')}
                  </Button>
                }
              />
            </div>
            {actions.length === 0 ? (
              <p className="text-xs text-slate-500">{t('studioPanels.events.noActions')}</p>
            ) : (
              <ol aria-label={t('studioPanels.events.actionsOf', { event: eventLabel(event) })} className="flex flex-col gap-1">
                {actions.map((action, index) => {
                  const editable = isEditableActionType(action.type);
                  const Icon = editable ? actionIcons[action.type as EditableActionType] : Workflow;
                  const position = index + 1;
                  return (
                    <li key={action.id} data-testid={`action-${action.id}`} className="flex items-center gap-1 rounded-md border border-slate-200 bg-white py-1 pr-1 pl-2">
                      <Icon aria-hidden="true" className="size-3.5 shrink-0 text-slate-500" />
                      <div className="ml-0.5 flex min-w-0 flex-1 flex-col">
                        <span className="truncate text-[13px] font-medium text-slate-800">{typeLabel(action.type)}</span>
                        <span className="truncate text-[11px] text-slate-500" title={editable ? undefined : t('studioPanels.events.otherType')}>
                          {editable ? actionSummary(action) : t('studioPanels.events.otherType')}
                        </span>
                      </div>
                      {editable && (
                        <IconButton
                          size="sm"
                          className={actionButton}
                          label={t('studioPanels.events.edit', { index: position })}
                          icon={<Pencil aria-hidden="true" className="size-3.5" />}
                          disabled={disabled}
                          onClick={() => setEditing({ event, type: action.type as EditableActionType, actionId: action.id, params: action.params })}
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
                            onClick={() => onEventsChange(event, moveItem(actions, index, -1))}
                          />
                          <IconButton
                            size="sm"
                            className={actionButton}
                            label={t('studioPanels.events.moveDown', { index: position })}
                            icon={<ArrowDown aria-hidden="true" className="size-3.5" />}
                            disabled={disabled || index === actions.length - 1}
                            onClick={() => onEventsChange(event, moveItem(actions, index, 1))}
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
                        onClick={() => onEventsChange(event, removeItem(actions, index))}
                      />
                    </li>
                  );
                })}
              </ol>
            )}
          </section>
        );
      })}
      {editing && (
        <ActionEditorModal
          type={editing.type}
          title={
            editing.actionId === null
              ? t('studioPanels.events.addTitle', { action: typeLabel(editing.type), event: eventLabel(editing.event) })
              : t('studioPanels.events.editTitle', { action: typeLabel(editing.type) })
          }
          initialParams={editing.params}
          submitLabel={editing.actionId === null ? t('common.add') : t('common.save')}
          onClose={() => setEditing(null)}
          onSubmit={(params) => {
            const actions = node.events[editing.event] ?? [];
            // Edits find their action by id: the list may have changed (undo) while the editor was open.
            const next =
              editing.actionId === null
                ? [...actions, { id: newId(), type: editing.type, params }]
                : actions.map((action) => (action.id === editing.actionId ? { ...action, params } : action));
            onEventsChange(editing.event, next);
            setEditing(null);
          }}
        />
      )}
    </div>
  );
}
