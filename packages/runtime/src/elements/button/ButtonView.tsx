import type { ReactNode } from 'react';
import { type StyleProp, StyleSheet, Text, type TextStyle, type ViewStyle } from 'react-native';
import { theme } from '../../style/theme.ts';
import { LivePressable } from '../shared/LivePressable.tsx';

/** A button's look: filled accent, outlined, or text only. */
export type ButtonVariant = 'primary' | 'secondary' | 'text';

/** Props of `ButtonView`. */
export interface ButtonViewProps {
  text: string;
  variant: ButtonVariant;
  disabled?: boolean;
  /** A Material icon name shown before the text. */
  icon?: string;
  onPress?: () => void;
  style?: StyleProp<ViewStyle>;
  textStyle?: StyleProp<TextStyle>;
  /** The node's `dataSet` when the button is an element's outermost host on the canvas. */
  dataSet?: Record<string, string>;
}

/**
 * The runtime's button: 36 px high, 8 px rounded, `primary` (#2563eb, white text), `secondary`
 * (outlined) or `text`. Pressable in live mode only; dimmed and inert when `disabled`.
 */
export function ButtonView(props: ButtonViewProps): ReactNode {
  const { text, variant, disabled = false, icon, onPress, style, textStyle, dataSet } = props;
  const look = variants[variant] ?? variants.primary;
  return (
    <LivePressable
      dataSet={dataSet}
      pointerEvents={dataSet ? 'box-only' : undefined}
      role="button"
      disabled={disabled}
      onPress={onPress}
      style={[styles.button, look.box, disabled && styles.disabled, style]}
    >
      {icon ? <Text style={[styles.icon, look.text]}>{icon}</Text> : null}
      <Text numberOfLines={1} style={[styles.caption, look.text, textStyle]}>
        {text}
      </Text>
    </LivePressable>
  );
}

const styles = StyleSheet.create({
  button: {
    minHeight: theme.inputHeight,
    flexDirection: 'row',
    alignItems: 'center',
    justifyContent: 'center',
    gap: 6,
    paddingHorizontal: 16,
    borderRadius: theme.radius,
    borderWidth: 1,
    borderColor: 'transparent',
  },
  disabled: { opacity: 0.5 },
  caption: { fontSize: theme.font.size, fontWeight: '600', lineHeight: 20 },
  icon: { fontFamily: 'Material Icons', fontSize: 18, lineHeight: 18 },
  primaryBox: { backgroundColor: theme.color.primary, borderColor: theme.color.primary },
  primaryText: { color: theme.color.onPrimary },
  secondaryBox: { backgroundColor: theme.color.surface, borderColor: theme.color.primary },
  secondaryText: { color: theme.color.primary },
  textBox: { backgroundColor: 'transparent', paddingHorizontal: 8 },
  textText: { color: theme.color.primary },
});

const variants: Readonly<Record<ButtonVariant, { box: ViewStyle; text: TextStyle }>> = {
  primary: { box: styles.primaryBox, text: styles.primaryText },
  secondary: { box: styles.secondaryBox, text: styles.secondaryText },
  text: { box: styles.textBox, text: styles.textText },
};
