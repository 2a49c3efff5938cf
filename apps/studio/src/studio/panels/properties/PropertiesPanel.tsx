import { getElementDeclaration, type Action, type ElementNode, type ExpressionEnvironment } from '@tessera/model/definition';
import { MousePointerClick } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useT } from '../../../i18n/index.ts';
import { cx, EmptyState, InfoBox, Tabs } from '../../../ui/index.ts';
import { elementIcon } from '../element-icons.ts';
import { layerName } from '../layers/flatten-layers.ts';
import { compactFields } from '../panel-classes.ts';
import { useElementLabel } from '../use-element-label.ts';
import type { ActionTargets } from './actions/action-targets.ts';
import { EventsTab } from './EventsTab.tsx';
import { PropertiesTab } from './PropertiesTab.tsx';
import { StyleTab } from './StyleTab.tsx';

/** Props of {@link PropertiesPanel}. */
export interface PropertiesPanelProps {
  /** The selected element, or `undefined` when nothing (or more than one element) is selected. */
  node: ElementNode | undefined;
  /** The open screen's name, shown under the element's name. */
  screenName?: string;
  /** One prop changed; `undefined` removes it (the default applies). Sent as the user types. */
  onPropChange(name: string, value: unknown): void;
  /** Style properties changed; `null` removes one. Calls of one gesture share a `mergeKey`. */
  onStyleChange(style: Record<string, string | number | null>, mergeKey?: string): void;
  /** The whole new ordered list of one event's actions. */
  onEventsChange(event: string, actions: Action[]): void;
  /** The names a binding of the selected element may use, with their types (memoised). */
  bindingEnvironment: ExpressionEnvironment;
  /** A prop bound to an expression that checks out (sent as the builder types), or unbound (`null`). */
  onBindingChange(prop: string, expression: string | null): void;
  /** A fresh id for a new action. */
  newId(): string;
  /** Whether the node is the open screen's root (the Events tab then shows the screen's load event). */
  isRoot?: boolean;
  /** What the action editor's pickers offer. */
  targets: ActionTargets;
  /** A query name no other element of the screen publishes, for a repeater or table now reading `table` (default: the table's name). */
  freeQueryName?(table: string): string;
  /** The canvas's last popup request for this node: the action editor of an event, or the form's settings. */
  popupRequest?: PanelPopupRequest | null;
  /** The popup request was shown (the shell forgets it, so it does not open again). */
  onPopupHandled?(): void;
  disabled?: boolean;
}

/**
 * A popup the canvas asked for (spec §4): `action` opens the Events tab and the action editor of
 * the event; `form` opens the Properties tab, where a form's table and submit settings are.
 * `seq` grows with each request.
 */
export type PanelPopupRequest = { seq: number; kind: 'action'; event: string } | { seq: number; kind: 'form' };

type PanelTab = 'properties' | 'style' | 'events';

const sameName = (table: string) => table;

/**
 * The properties panel of the selected element, in three tabs: Properties (a form generated
 * from the element's props schema), Style and Events. Shows an empty state when nothing is
 * selected.
 */
export function PropertiesPanel({
  node,
  screenName,
  onPropChange,
  onStyleChange,
  onEventsChange,
  bindingEnvironment,
  onBindingChange,
  newId,
  isRoot = false,
  targets,
  freeQueryName = sameName,
  popupRequest = null,
  onPopupHandled,
  disabled = false,
}: PropertiesPanelProps) {
  const t = useT();
  const labelOf = useElementLabel();
  const [tab, setTab] = useState<PanelTab>('properties');
  useEffect(() => {
    if (!popupRequest) return;
    setTab(popupRequest.kind === 'action' ? 'events' : 'properties');
    // The Events tab takes an action request over once it shows it.
    if (popupRequest.kind === 'form') onPopupHandled?.();
  }, [popupRequest, onPopupHandled]);

  if (!node) {
    return (
      <div data-testid="properties-panel" className="p-3">
        <EmptyState
          icon={<MousePointerClick className="size-5" />}
          title={t('studioPanels.properties.emptyTitle')}
          text={t('studioPanels.properties.emptyText')}
        />
      </div>
    );
  }

  const declaration = getElementDeclaration(node.type);
  const typeLabel = declaration ? labelOf(declaration) : node.type;
  const name = layerName(node, typeLabel);
  const Icon = elementIcon(node.type);

  return (
    <div data-testid="properties-panel" data-node-id={node.id} className="flex h-full min-h-0 flex-1 flex-col overflow-y-auto">
      <header className="sticky top-0 z-10 flex items-center gap-2 border-b border-slate-200 bg-white px-3 py-2">
        <span aria-hidden="true" className="flex size-7 shrink-0 items-center justify-center rounded-md bg-slate-100 text-slate-600">
          <Icon className="size-4" />
        </span>
        <div className="flex min-w-0 flex-col">
          <h2 className="truncate text-[13px] font-semibold text-slate-900" data-testid="properties-title">
            {name}
          </h2>
          <p className="truncate text-[11px] text-slate-500">
            {name === typeLabel ? '' : `${typeLabel} · `}
            {screenName ? t('studioPanels.properties.onScreen', { screen: screenName }) : node.id}
          </p>
        </div>
      </header>
      {declaration ? (
        <Tabs
          label={t('studioPanels.properties.tabsLabel')}
          value={tab}
          onValueChange={(value) => setTab(value as PanelTab)}
          className={cx('min-h-0 flex-1 gap-3 px-3 pt-2 pb-4 [&_[role=tab]]:px-2 [&_[role=tab]]:text-[13px]', compactFields)}
          items={[
            {
              value: 'properties',
              label: t('studioPanels.properties.tabs.properties'),
              content: (
                <PropertiesTab
                  node={node}
                  declaration={declaration}
                  bindingEnvironment={bindingEnvironment}
                  tables={targets.tables}
                  connectedTables={targets.connectedTables}
                  freeQueryName={freeQueryName}
                  isRoot={isRoot}
                  onPropChange={onPropChange}
                  onBindingChange={onBindingChange}
                  disabled={disabled}
                />
              ),
            },
            {
              value: 'style',
              label: t('studioPanels.properties.tabs.style'),
              content: <StyleTab key={node.id} nodeId={node.id} style={node.style} onStyleChange={onStyleChange} disabled={disabled} />,
            },
            {
              value: 'events',
              label: t('studioPanels.properties.tabs.events'),
              content: (
                <EventsTab
                  key={node.id}
                  node={node}
                  declaration={declaration}
                  isRoot={isRoot}
                  onEventsChange={onEventsChange}
                  newId={newId}
                  targets={targets}
                  popupRequest={popupRequest?.kind === 'action' ? popupRequest : null}
                  {...(onPopupHandled ? { onPopupHandled } : {})}
                  disabled={disabled}
                />
              ),
            },
          ]}
        />
      ) : (
        <div className="p-3">
          <InfoBox tone="warning">{t('studioPanels.properties.unknownElement', { type: node.type })}</InfoBox>
        </div>
      )}
    </div>
  );
}
