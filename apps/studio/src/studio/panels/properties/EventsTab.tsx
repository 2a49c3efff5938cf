import { actionDeclarations, actionGroups, eventsShown, getActionDeclaration, type Action, type ElementDeclaration, type ElementNode } from '@tessera/model/definition';
import { translations } from '@tessera/catalog';
import { useEffect, useState } from 'react';
import { type TranslationKey, useT } from '../../../i18n/index.ts';
import { InfoBox } from '../../../ui/index.ts';
import { ActionEditorModal } from './actions/ActionEditorModal.tsx';
import { ActionPicker } from './actions/ActionPicker.tsx';
import type { ActionTargets } from './actions/action-targets.ts';
import { EventActionList } from './actions/EventActionList.tsx';
import { useActionLabels } from './actions/use-action-labels.ts';
import { humanizePropName } from './use-prop-label.ts';

/** A request from the canvas (its action popup) to open the action editor of one event. */
export interface ActionPopupRequest {
  /** Grows with each request, so asking twice for one event opens it twice. */
  seq: number;
  event: string;
}

/** Props of {@link EventsTab}. */
export interface EventsTabProps {
  node: ElementNode;
  declaration: ElementDeclaration;
  /** Whether the node is the screen's root (its `onLoad` is the screen's load event). */
  isRoot: boolean;
  /** The event's whole new list of actions (empty removes the event). */
  onEventsChange(event: string, actions: Action[]): void;
  newId(): string;
  targets: ActionTargets;
  popupRequest?: ActionPopupRequest | null | undefined;
  /** The popup request was shown. */
  onPopupHandled?(): void;
  disabled: boolean;
}

/** What is open: the picker of a new action's type, or the form of a new or stored action. */
type Open = { kind: 'picker'; event: string } | { kind: 'editor'; event: string; type: string; action: Action | null };

const translatedEvents = new Set(Object.keys(translations.studioPanels.en.events.names));
const pickerTypes = actionDeclarations.map((declaration) => ({ type: declaration.type, group: declaration.group }));

/**
 * The Events tab: each event the element declares (the screen's load event on the root) with its
 * actions in order; add (a searchable picker of every action type), edit, reorder and remove.
 * Each change is one undoable op on the open screen.
 */
export function EventsTab({ node, declaration, isRoot, onEventsChange, newId, targets, popupRequest, onPopupHandled, disabled }: EventsTabProps) {
  const t = useT();
  const labels = useActionLabels();
  const [open, setOpen] = useState<Open | null>(null);
  const events = eventsShown(declaration.events, isRoot);
  const eventLabel = (event: string) => (translatedEvents.has(event) ? t(`studioPanels.events.names.${event}` as TranslationKey) : humanizePropName(event));

  // The canvas's action popup opens the picker of its event (the list behind shows what is there).
  useEffect(() => {
    if (!popupRequest) return;
    if (events.includes(popupRequest.event) && !disabled) setOpen({ kind: 'picker', event: popupRequest.event });
    onPopupHandled?.();
    // Only a new request opens the picker again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [popupRequest?.seq]);

  const editing = open?.kind === 'editor' ? getActionDeclaration(open.type) : undefined;
  return (
    <div className="flex flex-col gap-4">
      {node.type === 'dataRepeater' && (
        <InfoBox tone="info" testId="events-data-repeater">
          {t('studioPanels.events.repeaterNote')}
        </InfoBox>
      )}
      {events.length === 0 && <p className="text-[13px] text-slate-500">{t('studioPanels.events.none')}</p>}
      {events.map((event) => (
        <EventActionList
          key={event}
          nodeId={node.id}
          event={event}
          eventLabel={eventLabel(event)}
          actions={node.events[event] ?? []}
          targets={targets}
          disabled={disabled}
          onAdd={() => setOpen({ kind: 'picker', event })}
          onEdit={(action) => setOpen({ kind: 'editor', event, type: action.type, action })}
          onChange={(actions) => onEventsChange(event, actions)}
        />
      ))}
      {open?.kind === 'picker' && (
        <ActionPicker
          types={pickerTypes}
          groups={actionGroups}
          title={t('studioPanels.actions.pickerTitle', { event: eventLabel(open.event) })}
          onPick={(type) => setOpen({ kind: 'editor', event: open.event, type, action: null })}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === 'editor' && editing && (
        <ActionEditorModal
          declaration={editing}
          title={
            open.action === null
              ? t('studioPanels.events.addTitle', { action: labels.type(open.type), event: eventLabel(open.event) })
              : t('studioPanels.events.editTitle', { action: labels.type(open.type) })
          }
          initial={open.action ?? { params: editing.defaults }}
          targets={targets}
          submitLabel={open.action === null ? t('common.add') : t('common.save')}
          onClose={() => setOpen(null)}
          onSubmit={(parts) => {
            const actions = node.events[open.event] ?? [];
            const { condition, onError } = parts;
            const extras = { ...(condition === undefined ? {} : { condition }), ...(onError === undefined ? {} : { onError }) };
            // Edits find their action by id: the list may have changed (undo) while the editor was open.
            const next =
              open.action === null
                ? [...actions, { id: newId(), type: open.type, params: parts.params, ...extras }]
                : actions.map((action) => (action.id === open.action?.id ? { id: action.id, type: action.type, params: parts.params, ...extras } : action));
            onEventsChange(open.event, next as Action[]);
            setOpen(null);
          }}
        />
      )}
    </div>
  );
}
