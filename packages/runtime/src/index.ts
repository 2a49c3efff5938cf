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
export { NodeView } from './view/NodeView.tsx';
export { ScreenView } from './view/ScreenView.tsx';

/** The element implementations and the style mapping they share. */
export { type ElementProps, type ElementComponent } from './elements/element-component.ts';
export { elementImplementations } from './elements/element-implementations.ts';
export { type NativeStyle, nativeStyleKeys, toNativeStyle } from './style/to-native-style.ts';
