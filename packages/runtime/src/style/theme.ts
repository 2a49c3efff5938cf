/**
 * The runtime's neutral default look: a system font at 14 px, grey borders, one blue accent.
 * An element's own `style` is applied after these, so it always wins.
 */
export const theme = {
  font: { size: 14, small: 12 },
  color: {
    text: '#101828',
    muted: '#667085',
    placeholder: '#98a2b3',
    border: '#d0d5dd',
    divider: '#eaecf0',
    surface: '#ffffff',
    subtle: '#f2f4f7',
    primary: '#2563eb',
    onPrimary: '#ffffff',
    primarySoft: '#dbeafe',
    danger: '#d92d20',
    placeholderText: '#c0c6d0',
    media: '#1d2939',
  },
  radius: 8,
  inputHeight: 36,
  /** Heading font sizes by level 1 to 6. */
  headingSizes: [32, 24, 20, 18, 16, 14],
} as const;
