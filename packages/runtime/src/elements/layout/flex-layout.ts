import type { ViewStyle } from 'react-native';

/** Cross-axis alignment as the layout elements declare it. */
export type LayoutAlign = 'start' | 'center' | 'end' | 'stretch';
/** Main-axis distribution as the layout elements declare it. */
export type LayoutJustify = 'start' | 'center' | 'end' | 'space-between' | 'space-around';

const alignItems: Record<LayoutAlign, ViewStyle['alignItems']> = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  stretch: 'stretch',
};

const justifyContent: Record<LayoutJustify, ViewStyle['justifyContent']> = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  'space-between': 'space-between',
  'space-around': 'space-around',
};

/** The layout props of a container-like element. */
export interface FlexLayout {
  direction: 'row' | 'column';
  align?: LayoutAlign;
  justify?: LayoutJustify;
  gap: number;
  wrap?: boolean;
}

/**
 * The flexbox style of a container-like element's layout props. Pure.
 *
 * @example
 * flexLayoutStyle({ direction: 'row', align: 'center', gap: 8 }) // → { flexDirection: 'row', alignItems: 'center', gap: 8 }
 */
export function flexLayoutStyle(layout: FlexLayout): ViewStyle {
  const style: ViewStyle = { flexDirection: layout.direction, gap: layout.gap };
  if (layout.align) style.alignItems = alignItems[layout.align] ?? 'stretch';
  if (layout.justify) style.justifyContent = justifyContent[layout.justify] ?? 'flex-start';
  if (layout.wrap) style.flexWrap = 'wrap';
  return style;
}
