import { StyleSheet } from 'react-native';
import { theme } from '../../style/theme.ts';

/** The shared look of the input elements: a caption over a 36 px high, 8 px rounded control. */
export const inputStyles = StyleSheet.create({
  frame: { flexDirection: 'column', alignItems: 'stretch', gap: 6 },
  disabled: { opacity: 0.5 },
  caption: { color: theme.color.text, fontSize: theme.font.size, fontWeight: '500' },
  required: { color: theme.color.danger },
  error: { color: theme.color.danger, fontSize: theme.font.small },
  control: {
    minHeight: theme.inputHeight,
    flexGrow: 1,
    borderWidth: 1,
    borderColor: theme.color.border,
    borderRadius: theme.radius,
    backgroundColor: theme.color.surface,
    paddingHorizontal: 12,
    paddingVertical: 8,
    color: theme.color.text,
    fontSize: theme.font.size,
  },
  invalid: { borderColor: theme.color.danger },
  choiceRow: { flexDirection: 'row', alignItems: 'center', gap: 8 },
  choiceCaption: { color: theme.color.text, fontSize: theme.font.size },
});

/** The colour of input placeholders. */
export const placeholderColor = theme.color.placeholder;
