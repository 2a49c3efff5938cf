import { type Action, expressionEnvironmentFor } from '@tessera/model/definition';
import { useCallback, useDeferredValue, useMemo } from 'react';
import { PropertiesPanel } from '../../panels/index.ts';
import { useStudio, useStudioState } from '../../store/studio-context.tsx';
import { isInRepeaterOfOpenScreen, isOpenScreenLocked, nodeOfOpenScreen, openScreenOf, selectedIdOf } from '../../store/studio-selectors.ts';
import { ElementActionsBar } from './ElementActionsBar.tsx';

const newActionId = () => crypto.randomUUID();

/**
 * The properties panel of the selected element; each change is an op on the open screen. A field
 * losing the focus ends its typing session, so typing in it again is a new undo step.
 *
 * A new selection reaches the panel as a deferred value: the select gesture's task only posts the
 * selection to the canvas and updates the layers tree, and the panel's form mounts in a render
 * React may interrupt, after the canvas has shown the outline. Edits of the shown node are not
 * deferred (the same id), so a field never lags behind what was typed.
 */
export function PropertiesSection() {
  const studio = useStudio();
  const shownId = useDeferredValue(useStudioState(selectedIdOf));
  const node = useStudioState((state) => (shownId === undefined ? undefined : nodeOfOpenScreen(state, shownId)));
  const screenName = useStudioState((state) => openScreenOf(state)?.name);
  const disabled = useStudioState((state) => isOpenScreenLocked(state) || state.renderMode === 'live');
  const inRepeater = useStudioState((state) => shownId !== undefined && isInRepeaterOfOpenScreen(state, shownId));
  // The app's declared variables narrow `app` and `env` once the studio holds the run settings; until then they are dynamic maps.
  const bindingEnvironment = useMemo(() => expressionEnvironmentFor(null, { inRepeater }), [inRepeater]);

  const target = useCallback(() => {
    const state = studio.store.getState();
    return state.openScreenId && state.selection.length === 1 ? { screenId: state.openScreenId, nodeId: state.selection[0]! } : null;
  }, [studio]);
  const onPropChange = useCallback(
    (name: string, value: unknown) => {
      const at = target();
      if (at) studio.dispatch({ type: 'property-change', ...at, name, value });
    },
    [studio, target],
  );
  const onStyleChange = useCallback(
    (style: Record<string, string | number | null>, mergeKey?: string) => {
      const at = target();
      if (at) studio.dispatch({ type: 'style-change', ...at, style, ...(mergeKey === undefined ? {} : { mergeKey }) });
    },
    [studio, target],
  );
  const onEventsChange = useCallback(
    (event: string, actions: Action[]) => {
      const at = target();
      if (at) studio.dispatch({ type: 'events-change', ...at, event, actions });
    },
    [studio, target],
  );
  const onBindingChange = useCallback(
    (prop: string, expression: string | null) => {
      const at = target();
      if (at) studio.dispatch({ type: 'binding-change', ...at, prop, expression });
    },
    [studio, target],
  );
  return (
    <>
      <ElementActionsBar />
      <div className="contents" onBlur={studio.endTypingSession}>
        <PropertiesPanel
          node={node}
          {...(screenName === undefined ? {} : { screenName })}
          onPropChange={onPropChange}
          onStyleChange={onStyleChange}
          onEventsChange={onEventsChange}
          bindingEnvironment={bindingEnvironment}
          onBindingChange={onBindingChange}
          newId={newActionId}
          disabled={disabled}
        />
      </div>
    </>
  );
}
