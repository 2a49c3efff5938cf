/**
 * Types of the part of `react-native` the runtime uses. The `react-native` package itself is not
 * installed here: on the web the bundler aliases it to react-native-web (0.21), on iOS and Android
 * Expo provides it. Keep this to what the element code calls, with React Native's own names.
 *
 * A few props exist on react-native-web only and are marked "Web only" below: `dataSet` (each
 * entry becomes a `data-*` attribute, `nodeId` → `data-node-id`), `aria-level` (a heading's
 * `h1`…`h6`), Switch's `activeThumbColor` and `Linking.openURL`'s `target`. React Native ignores
 * them at run time; a native project that type-checks this code declares them by augmentation.
 */
declare module 'react-native' {
  import type { ComponentType, ReactNode } from 'react';

  /** A colour: hex, rgb(a), hsl(a) or a named colour. */
  export type ColorValue = string;
  /** A length: pixels, a percentage string or `'auto'`. */
  export type DimensionValue = number | `${number}%` | 'auto';
  /** A style, a falsy value, or a (nested) array of them. */
  export type StyleProp<T> = T | false | null | undefined | readonly StyleProp<T>[];

  type FlexAlign = 'flex-start' | 'flex-end' | 'center' | 'stretch' | 'baseline';

  /** Layout, box and border styles of a view. */
  export interface ViewStyle {
    width?: DimensionValue;
    height?: DimensionValue;
    minWidth?: DimensionValue;
    minHeight?: DimensionValue;
    maxWidth?: DimensionValue;
    maxHeight?: DimensionValue;
    margin?: DimensionValue;
    marginTop?: DimensionValue;
    marginRight?: DimensionValue;
    marginBottom?: DimensionValue;
    marginLeft?: DimensionValue;
    marginHorizontal?: DimensionValue;
    marginVertical?: DimensionValue;
    padding?: DimensionValue;
    paddingTop?: DimensionValue;
    paddingRight?: DimensionValue;
    paddingBottom?: DimensionValue;
    paddingLeft?: DimensionValue;
    paddingHorizontal?: DimensionValue;
    paddingVertical?: DimensionValue;
    /** `fixed`: web only (react-native-web passes it through); a modal's overlay. */
    position?: 'absolute' | 'relative' | 'fixed';
    left?: DimensionValue;
    top?: DimensionValue;
    right?: DimensionValue;
    bottom?: DimensionValue;
    flex?: number;
    flexGrow?: number;
    flexShrink?: number;
    flexBasis?: DimensionValue;
    flexDirection?: 'row' | 'column' | 'row-reverse' | 'column-reverse';
    flexWrap?: 'wrap' | 'nowrap' | 'wrap-reverse';
    alignItems?: FlexAlign;
    alignSelf?: FlexAlign | 'auto';
    justifyContent?: 'flex-start' | 'flex-end' | 'center' | 'space-between' | 'space-around' | 'space-evenly';
    gap?: number;
    overflow?: 'visible' | 'hidden' | 'scroll';
    backgroundColor?: ColorValue;
    opacity?: number;
    borderRadius?: number;
    borderWidth?: number;
    borderTopWidth?: number;
    borderBottomWidth?: number;
    borderColor?: ColorValue;
    borderBottomColor?: ColorValue;
    borderStyle?: 'solid' | 'dotted' | 'dashed';
    boxShadow?: string;
    zIndex?: number;
  }

  /** A view's styles plus the text ones. */
  export interface TextStyle extends ViewStyle {
    color?: ColorValue;
    fontFamily?: string;
    fontSize?: number;
    fontWeight?: 'normal' | 'bold' | '100' | '200' | '300' | '400' | '500' | '600' | '700' | '800' | '900';
    fontStyle?: 'normal' | 'italic';
    lineHeight?: number;
    textAlign?: 'auto' | 'left' | 'right' | 'center' | 'justify';
    textDecorationLine?: 'none' | 'underline' | 'line-through';
    textAlignVertical?: 'auto' | 'top' | 'bottom' | 'center';
  }

  /** A view's styles plus how an image fills its box. */
  export interface ImageStyle extends ViewStyle {
    resizeMode?: 'cover' | 'contain' | 'stretch' | 'center' | 'repeat';
  }

  /** ARIA roles the runtime gives its host components. */
  export type Role =
    | 'button'
    | 'checkbox'
    | 'heading'
    | 'img'
    | 'link'
    | 'radio'
    | 'radiogroup'
    | 'switch'
    | 'tab'
    | 'tablist'
    | 'table'
    | 'row'
    | 'cell'
    | 'columnheader'
    | 'form'
    | 'listbox'
    | 'option'
    | 'alert'
    | 'status'
    | 'dialog'
    | 'list'
    | 'listitem'
    | 'separator'
    | 'none';

  /** Accessibility props shared by host components (ARIA names, as React Native 0.71+). */
  export interface AccessibilityProps {
    role?: Role;
    'aria-label'?: string;
    'aria-checked'?: boolean | 'mixed';
    'aria-selected'?: boolean;
    'aria-disabled'?: boolean;
    'aria-expanded'?: boolean;
    /** Web only: a heading's level (react-native-web renders `h1`…`h6`). */
    'aria-level'?: number;
    'aria-hidden'?: boolean;
    'aria-modal'?: boolean;
    'aria-live'?: 'polite' | 'assertive' | 'off';
    'aria-invalid'?: boolean;
    'aria-busy'?: boolean;
  }

  /** Props of a `View`. */
  export interface ViewProps extends AccessibilityProps {
    children?: ReactNode;
    style?: StyleProp<ViewStyle>;
    /** Web only: entries become `data-*` attributes. */
    dataSet?: Record<string, string>;
    testID?: string;
    pointerEvents?: 'auto' | 'none' | 'box-none' | 'box-only';
    focusable?: boolean;
  }

  /** Press callbacks' event. */
  export interface GestureResponderEvent {
    nativeEvent: object;
  }

  /** Props of a `Text`. */
  export interface TextProps extends AccessibilityProps {
    children?: ReactNode;
    style?: StyleProp<TextStyle>;
    /** Web only: entries become `data-*` attributes. */
    dataSet?: Record<string, string>;
    testID?: string;
    numberOfLines?: number;
    selectable?: boolean;
    onPress?: (event: GestureResponderEvent) => void;
  }

  /** A key press in a `TextInput`; on the web `nativeEvent` also carries the modifier keys. */
  export interface TextInputKeyPressEvent {
    nativeEvent: { key: string; shiftKey?: boolean };
    preventDefault(): void;
  }

  /** Props of a `TextInput`. */
  export interface TextInputProps extends AccessibilityProps {
    style?: StyleProp<TextStyle>;
    /** Web only: entries become `data-*` attributes. */
    dataSet?: Record<string, string>;
    testID?: string;
    value?: string;
    placeholder?: string;
    placeholderTextColor?: ColorValue;
    editable?: boolean;
    focusable?: boolean;
    multiline?: boolean;
    numberOfLines?: number;
    maxLength?: number;
    secureTextEntry?: boolean;
    inputMode?: 'none' | 'text' | 'decimal' | 'numeric' | 'tel' | 'search' | 'email' | 'url';
    autoCapitalize?: 'none' | 'sentences' | 'words' | 'characters';
    autoCorrect?: boolean;
    onChangeText?: (text: string) => void;
    onFocus?: () => void;
    onBlur?: () => void;
    onSubmitEditing?: () => void;
    onKeyPress?: (event: TextInputKeyPressEvent) => void;
  }

  /** Props of an `Image`. */
  export interface ImageProps extends AccessibilityProps {
    style?: StyleProp<ImageStyle>;
    /** Web only: entries become `data-*` attributes. */
    dataSet?: Record<string, string>;
    source: { uri: string };
    resizeMode?: 'cover' | 'contain' | 'stretch' | 'center' | 'repeat';
    /** Alternative text (React Native 0.71+; react-native-web reads `aria-label`). */
    alt?: string;
  }

  /** Props of a `Pressable`. */
  export interface PressableProps extends ViewProps {
    onPress?: (event: GestureResponderEvent) => void;
    disabled?: boolean;
  }

  /** Props of a `ScrollView`. */
  export interface ScrollViewProps extends ViewProps {
    contentContainerStyle?: StyleProp<ViewStyle>;
    horizontal?: boolean;
  }

  /** Props of a `Switch`. */
  export interface SwitchProps extends AccessibilityProps {
    style?: StyleProp<ViewStyle>;
    /** Web only: entries become `data-*` attributes. */
    dataSet?: Record<string, string>;
    value?: boolean;
    disabled?: boolean;
    onValueChange?: (value: boolean) => void;
    trackColor?: { false?: ColorValue; true?: ColorValue };
    thumbColor?: ColorValue;
    /** Web only: the thumb's colour when on (React Native uses `thumbColor` for both). */
    activeThumbColor?: ColorValue;
  }

  export const View: ComponentType<ViewProps>;
  export const Text: ComponentType<TextProps>;
  export const TextInput: ComponentType<TextInputProps>;
  export const Image: ComponentType<ImageProps>;
  export const Pressable: ComponentType<PressableProps>;
  export const ScrollView: ComponentType<ScrollViewProps>;
  export const Switch: ComponentType<SwitchProps>;

  type NamedStyles<T> = { [P in keyof T]: ViewStyle | TextStyle | ImageStyle };

  /** Static styles, compiled once (atomic CSS classes on the web). */
  export const StyleSheet: {
    create<T extends NamedStyles<T>>(styles: T & NamedStyles<unknown>): T;
    flatten<T>(style: StyleProp<T>): T;
    readonly hairlineWidth: number;
  };

  /** Opens URLs with the platform (a new browser tab on the web). */
  export const Linking: {
    /** `target` is react-native-web's (a browsing context name, `_blank` when omitted); native ignores it. */
    openURL(url: string, target?: string): Promise<void>;
  };

  /** The platform the code runs on. */
  export const Platform: {
    readonly OS: 'ios' | 'android' | 'web' | 'windows' | 'macos';
  };
}
