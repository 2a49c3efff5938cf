import { type Action, freeQueryName, screenQueryNames } from '@tessera/model/definition';
import { useCallback, useDeferredValue, useMemo } from 'react';
import { PropertiesPanel } from '../../panels/index.ts';
import { useStudio, useStudioState } from '../../store/studio-context.tsx';
import { isInRepeaterOfOpenScreen, isOpenScreenLocked, nodeOfOpenScreen, openScreenOf, selectedIdOf } from '../../store/studio-selectors.ts';
import { ElementActionsBar } from './ElementActionsBar.tsx';
import { declaredVariablesOf } from '../../panels/properties/actions/action-targets.ts';
import { expressionCheckerFor, screenExpressionEnvironment } from '../../panels/properties/actions/expression-checker.ts';
import { bindingErrorText } from '../../panels/properties/BindingField.tsx';
import { useT } from '../../../i18n/index.ts';
import { useAppSettings } from '../../../run-settings/use-app-settings.ts';
import { useActionTargets } from './use-action-targets.ts';

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
  const t = useT();
  const shownId = useDeferredValue(useStudioState(selectedIdOf));
  const node = useStudioState((state) => (shownId === undefined ? undefined : nodeOfOpenScreen(state, shownId)));
  const screenName = useStudioState((state) => openScreenOf(state)?.name);
  const disabled = useStudioState((state) => isOpenScreenLocked(state) || state.renderMode === 'live');
  const isRoot = useStudioState((state) => shownId !== undefined && openScreenOf(state)?.root.id === shownId);
  const inRepeater = useStudioState((state) => shownId !== undefined && isInRepeaterOfOpenScreen(state, shownId));
  const projectId = useStudioState((state) => state.projectId);
  // The run settings narrow `app` and `env` once loaded (until then, or when they can not be read, they are dynamic maps).
  const settings = useAppSettings(projectId).data ?? null;
  // The root's props, not the root: an edit elsewhere in the screen keeps the environment (no re-check of every box).
  const rootProps = useStudioState((state) => openScreenOf(state)?.root.props);
  const screenVariables = useMemo(() => (rootProps ? declaredVariablesOf({ props: rootProps }) : []), [rootProps]);
  // The names the screen's repeaters and tables publish, as one text: an edit that keeps them keeps the environment.
  const queryNamesText = useStudioState((state) => {
    const root = openScreenOf(state)?.root;
    return root ? screenQueryNames(root).join('\n') : '';
  });
  const queryNames = useMemo(() => (queryNamesText === '' ? [] : queryNamesText.split('\n')), [queryNamesText]);
  const bindingEnvironment = useMemo(() => screenExpressionEnvironment(settings, screenVariables, inRepeater, queryNames), [settings, screenVariables, inRepeater, queryNames]);
  // A canvas popup request reaches the panel once the node it selected is the one shown.
  const popup = useStudioState((state) => (state.popup && !state.popup.shown && state.popup.nodeId === shownId ? state.popup : null));
  const screenTargets = useActionTargets();
  // A data repeater's own item press runs with the pressed row, as its children's events do.
  const actionsSeeItem = inRepeater || node?.type === 'dataRepeater';
  const targets = useMemo(
    () => {
      const check = expressionCheckerFor(screenExpressionEnvironment(settings, screenVariables, actionsSeeItem, queryNames));
      return { ...screenTargets, checkExpression: (source: string) => {
        const problem = check(source);
        return problem ? bindingErrorText(t, problem) : null;
      } };
    },
    [screenTargets, settings, screenVariables, actionsSeeItem, queryNames, t],
  );

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
  const freeQueryNameFor = useCallback(
    (table: string) => {
      const state = studio.store.getState();
      const root = openScreenOf(state)?.root;
      const at = target();
      return root && at ? freeQueryName(root, table, at.nodeId) : table;
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
          isRoot={isRoot}
          targets={targets}
          freeQueryName={freeQueryNameFor}
          popupRequest={popup}
          onPopupHandled={studio.popupShown}
          disabled={disabled}
        />
      </div>
    </>
  );
}
