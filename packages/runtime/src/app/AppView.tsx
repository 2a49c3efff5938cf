import { type ElementNode, framedScreenRoot, isPageKind, mastersOf, nodeIndexOf, type ScopeQuery, type VariableDeclaration, variableDeclarationSchema } from '@tessera/model/definition';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { StyleSheet, Text, View } from 'react-native';
import type { ActionEffects } from '../actions/action-effects.ts';
import { runActions } from '../actions/run-actions.ts';
import { fitsVariable } from '../actions/variable-values.ts';
import { BindingScopeProvider } from '../bindings/BindingScopeProvider.tsx';
import { type AppHost, AppHostContext, type EventScope, type FormController } from '../context/app-host-context.ts';
import { type ModalHost, ModalContext } from '../context/modal-context.ts';
import { RuntimeProvider } from '../context/RuntimeProvider.tsx';
import { theme } from '../style/theme.ts';
import { ScreenView } from '../view/ScreenView.tsx';
import { type AppClientOptions, type AppClients, createAppClients } from './app-clients.ts';
import { type AppPlatform, createAppEffects } from './app-effects.ts';
import { AppStore } from './app-store.ts';
import { submitsForm } from './form-submission.ts';
import { MessagesView } from './MessagesView.tsx';
import { createMemoryNavigation, type NavigationAdapter } from './navigation-adapter.ts';
import { defaultPlatform } from './platform.ts';
import { type AppScreen, type RunnableApp, startScreenOf } from './runnable-app.ts';

/** Props of `AppView`. */
export interface AppViewProps {
  app: RunnableApp;
  /** Where the open screen is kept: `createMemoryNavigation()` (the default) or `createUrlNavigation(…)`. */
  navigation?: NavigationAdapter;
  /** Where the clients send calls and keep tokens (defaults: `fetch`, `localStorage`), or the clients themselves. */
  clients?: AppClientOptions | AppClients;
  /** Clipboard, downloads, opening addresses (defaults: the browser's). Keep the object stable across renders. */
  platform?: Partial<AppPlatform>;
}

/** A root container's declared `variables` (those that read well). */
function declaredVariables(root: ElementNode): VariableDeclaration[] {
  const declared = root.props.variables;
  if (!Array.isArray(declared)) return [];
  return declared.flatMap((candidate) => {
    const parsed = variableDeclarationSchema.safeParse(candidate);
    return parsed.success ? [parsed.data] : [];
  });
}

/** A page's variables: its own, then those of the masters framing it that it does not declare itself. */
function screenVariables(screen: AppScreen, screensById: ReadonlyMap<string, AppScreen>): VariableDeclaration[] {
  const own = declaredVariables(screen.root);
  const names = new Set(own.map((variable) => variable.name));
  const inherited = mastersOf(screen, screensById).flatMap((master) => declaredVariables(master.root));
  return [...own, ...inherited.filter((variable) => !names.has(variable.name) && names.add(variable.name))];
}

/** Opens the page the navigation shows (the start screen when it shows none, or one that is no page of the app). */
function openCurrent(store: AppStore, navigation: NavigationAdapter, app: RunnableApp, screensById: ReadonlyMap<string, AppScreen>): void {
  const route = navigation.current();
  const candidate = route ? screensById.get(route.screenId) : undefined;
  const routed = candidate && isPageKind(candidate.kind) ? candidate : undefined;
  const screen = routed ?? startScreenOf(app);
  if (screen) store.openScreen(screen.id, screenVariables(screen, screensById), routed && route ? route.params : {});
}

const isClients = (value: AppClientOptions | AppClients | undefined): value is AppClients => value !== undefined && 'data' in value && 'auth' in value;

/**
 * Runs an app: the open screen (through a navigation adapter) with its variables, the app's
 * variables, route parameters, the signed-in end user, bound queries, forms, modals and messages,
 * and the actions of every event. Bindings read the scope of `BindingScopeProvider`; actions read
 * the store itself, so each sees what the one before it did.
 *
 * @example
 * <AppView app={{ projectId, environment: 'draft', screens, settings, dataApiBase, authBase }} />
 */
export function AppView({ app, navigation: givenNavigation, clients: clientOptions, platform: platformOverrides }: AppViewProps): ReactNode {
  const [navigation] = useState(() => givenNavigation ?? createMemoryNavigation());
  const clients = useMemo(
    () => (isClients(clientOptions) ? clientOptions : createAppClients(app, clientOptions)),
    // The clients belong to one environment; a new draft of the screens keeps them (and the signed-in user).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [app.projectId, app.environment, app.dataApiBase, app.authBase],
  );
  const platform = useMemo<AppPlatform>(() => ({ ...defaultPlatform(), ...platformOverrides }), [platformOverrides]);
  const screensById = useMemo(() => new Map(app.screens.map((screen) => [screen.id, screen])), [app.screens]);
  const env = useMemo(() => Object.fromEntries(app.settings.environment.map((value) => [value.name, value.value])), [app.settings.environment]);
  const [store] = useState(() => {
    const created = new AppStore(app.settings.variables, env);
    openCurrent(created, navigation, app, screensById);
    return created;
  });
  const forms = useRef(new Map<string, FormController>()).current;
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  const scope = useSyncExternalStore(store.subscribe, store.scope, store.scope);

  const appRef = useRef({ app, screensById });
  appRef.current = { app, screensById };
  useEffect(() => navigation.subscribe(() => openCurrent(store, navigation, appRef.current.app, appRef.current.screensById)), [navigation, store]);

  useEffect(() => {
    const sync = () => store.setUser(clients.auth.user());
    sync();
    return clients.auth.subscribe(sync);
  }, [clients, store]);

  const screen = state.route ? screensById.get(state.route.screenId) : undefined;
  // The page inside its masters: their elements run and bind as the page's own.
  const root = useMemo(() => (screen ? framedScreenRoot(screen, screensById) : undefined), [screen, screensById]);
  const index = useMemo(() => (root ? nodeIndexOf(root).nodeById : new Map<string, ElementNode>()), [root]);
  const indexRef = useRef(index);
  indexRef.current = index;

  const effects = useMemo<ActionEffects>(
    () =>
      createAppEffects({
        store,
        navigate(screenId, params) {
          const target = screensById.get(screenId);
          if (!target || !isPageKind(target.kind)) return false;
          navigation.push({ screenId, params });
          return true;
        },
        goBack: () => navigation.back(),
        hasModal: (modalId) => indexRef.current.get(modalId)?.type === 'modal',
        forms,
        data: clients.data,
        auth: clients.auth,
        rest: clients.rest,
        platform,
      }),
    [store, screensById, navigation, forms, clients, platform],
  );

  const running = useRef(new Set<string>());
  const runEvent = useCallback(
    (nodeId: string, event: string, payload: unknown, extra: EventScope = {}) => {
      const node = indexRef.current.get(nodeId);
      if (!node) return;
      // An input named after a screen variable keeps it up to date (`screen.email` follows the email box).
      const name = node.props.name;
      if (event === 'onChange' && typeof name === 'string' && name !== '') {
        const declaration = store.declaration('screen', name);
        if (declaration && fitsVariable(declaration.type, payload)) store.setVariable('screen', name, payload);
      }
      const actions = node.events[event] ?? [];
      // A bound form saves itself before its On submit actions, unless the list saves it with a
      // Submit form action: then it saves there, once, and that action's on-error choice applies.
      const isFormSubmit = node.type === 'form' && event === 'onSubmit' && forms.has(nodeId) && !submitsForm(actions, nodeId);
      if (actions.length === 0 && !isFormSubmit) return;
      // A second press while the first still runs (a double click on Save) does nothing; another
      // row's copy of the same element is another press.
      const key = `${nodeId}:${event}:${extra.index ?? ''}`;
      if (running.current.has(key)) return;
      running.current.add(key);
      void (async () => {
        try {
          if (isFormSubmit) {
            const submitted = await effects.submitForm(nodeId);
            if (!submitted.ok) {
              store.showMessage(submitted.error.message, 'error');
              return;
            }
          }
          await runActions(actions, { effects, scope: () => ({ ...store.scope(), ...extra }) });
        } finally {
          running.current.delete(key);
        }
      })();
    },
    [effects, forms, store],
  );

  // A screen's load actions run once per opening (an effect run twice, as in development, runs them once).
  const loadedVisit = useRef(0);
  useEffect(() => {
    if (!screen || !state.route || loadedVisit.current === state.route.visit) return;
    loadedVisit.current = state.route.visit;
    // The masters' load actions first (outermost first), then the page's.
    const framing = [...mastersOf(screen, screensById)].reverse();
    const onLoad = [...framing, screen].flatMap((each) => each.root.events.onLoad ?? []);
    if (onLoad.length > 0) void runActions(onLoad, { effects, scope: store.scope });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.route?.visit]);

  const host = useMemo<AppHost>(
    () => ({
      runEvent,
      data: effects.data,
      dataVersion: () => store.getState().dataVersion,
      subscribeDataVersion: store.subscribe,
      reportQuery: (name: string, query: ScopeQuery) => store.reportQuery(name, query),
      registerForm(formId, controller) {
        forms.set(formId, controller);
        return () => {
          if (forms.get(formId) === controller) forms.delete(formId);
        };
      },
      openUrl: platform.openUrl,
    }),
    [runEvent, effects, store, forms, platform],
  );

  const modals = useMemo<ModalHost>(() => ({ isOpen: (id) => state.modals.includes(id), close: (id) => store.closeModal(id) }), [state.modals, store]);
  const dismiss = useCallback((id: number) => store.dismissMessage(id), [store]);

  return (
    <AppHostContext.Provider value={host}>
      <ModalContext.Provider value={modals}>
        <BindingScopeProvider scope={scope}>
          <RuntimeProvider mode="live" onEvent={runEvent} openUrl={platform.openUrl}>
            {screen ? (
              <ScreenView key={`${screen.id}:${state.route?.visit ?? 0}`} root={root ?? screen.root} />
            ) : (
              <View style={styles.missing}>
                <Text style={styles.missingText}>This app has no screen to show.</Text>
              </View>
            )}
          </RuntimeProvider>
        </BindingScopeProvider>
        <MessagesView messages={state.messages} onDismiss={dismiss} />
      </ModalContext.Provider>
    </AppHostContext.Provider>
  );
}

const styles = StyleSheet.create({
  missing: { flex: 1, alignItems: 'center', justifyContent: 'center', padding: 24 },
  missingText: { color: theme.color.muted, fontSize: theme.font.size },
});
