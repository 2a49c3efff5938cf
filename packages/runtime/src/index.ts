// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- an ambient `declare module` file cannot be imported; every program that imports the runtime needs it
/// <reference path="./react-native.d.ts" />
/**
 * The Tessera runtime: renders an app definition's element tree on React Native primitives
 * (react-native-web in the browser, Expo on iOS and Android), in the studio canvas (`edit`) and in
 * the Run preview and published apps (`live`). The icon fonts are a separate CSS entry,
 * `@tessera/runtime/icons.css`, for web hosts to import.
 */

/** The render mode and event handler for a tree of elements. */
export { type RuntimeContextValue } from './context/runtime-context.ts';
export { RuntimeProvider } from './context/RuntimeProvider.tsx';

/**
 * Bindings: the scope bound props are evaluated against (nested providers add `item`/`index`),
 * and the pure evaluation of a node's bindings against a declaration.
 */
export { BindingScopeProvider } from './bindings/BindingScopeProvider.tsx';
export { useBindingScope, useBindingScopeReader } from './bindings/use-binding-scope.ts';
export { type BindingFailure, type BoundPropValues, boundPropValues } from './bindings/bound-prop-values.ts';

/** Rendering nodes and screens. */
export { NodeView, type RootChildrenRenderer } from './view/NodeView.tsx';
export { ScreenView } from './view/ScreenView.tsx';

/** The element implementations and the style mapping they share. */
export { type ElementProps, type ElementComponent } from './elements/element-component.ts';
export { elementImplementations } from './elements/element-implementations.ts';
export { type NativeStyle, nativeStyleKeys, toNativeStyle } from './style/to-native-style.ts';

/** Clients of an app environment over `fetch`: data API, end-user accounts, REST requests. */
export { type ClientError, type ClientResult, type FetchLike, NETWORK_ERROR } from './clients/client-result.ts';
export { errorOfAnswer } from './clients/http.ts';
export { type DataFilter, type DataOrder, type DataQuery, filterValue, queryString, countOfContentRange } from './clients/data-query.ts';
export { type DataRow, type DataPage, type TokenSource, type DataClientOptions, type DataClient, createDataClient } from './clients/data-client.ts';
export { type ConnectedTable, type DataTable, dataTableOf, dataTablePath } from './clients/data-table.ts';
export { fieldOfDataError } from './clients/data-error-field.ts';
export { type TableRules, tableRules, checkRow, isBlank } from './clients/table-rules.ts';
export { type KeyValueStorage, memoryStorage, browserStorage } from './clients/key-value-storage.ts';
export {
  type EndUserAuthClientOptions,
  type EndUserAuthClient,
  endUserAuthRoute,
  endUserSessionKey,
  createEndUserAuthClient,
} from './clients/end-user-auth-client.ts';
export {
  APP_REST_REQUEST_PATH,
  type RestAnswer,
  type RestRequestClientOptions,
  type RestRequestClient,
  restRequestRoute,
  createRestRequestClient,
} from './clients/rest-request-client.ts';

/** The action engine: runs an event's actions against an effects interface. */
export { type ActionFailure, type ActionOutcome, type VariableStore, type ActionEffects, type ActionContext } from './actions/action-effects.ts';
export { type RunOutcome, runActions, applyOnError } from './actions/run-actions.ts';
export { actionHandlers } from './actions/action-handlers.ts';
export { type ActionHandler } from './actions/action-handler.ts';
export { fitsVariable, initialValues } from './actions/variable-values.ts';

/** The app host: runs an app (screens, navigation, variables, data, forms, modals, messages). */
export { AppView, type AppViewProps } from './app/AppView.tsx';
export { type AppScreen, type RunnableApp, startScreenOf } from './app/runnable-app.ts';
/** Navigation in memory; the player's address-bar adapter implements the same interface. */
export { type AppRoute, type NavigationAdapter, createMemoryNavigation } from './app/navigation-adapter.ts';
export { type AppClients, type AppClientOptions, createAppClients } from './app/app-clients.ts';
export { type AppPlatform } from './app/app-effects.ts';
export { type AppMessage, type AppState, AppStore } from './app/app-store.ts';
export { type AppHost, type FormController, type EventScope, AppHostContext } from './context/app-host-context.ts';
export { type ModalHost, ModalContext } from './context/modal-context.ts';
