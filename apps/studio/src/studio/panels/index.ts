// The design studio's side panels: presentational components driven by props. They know
// nothing of the store, the canvas or the server; the studio shell wires them.
export { Palette, type PaletteProps } from './palette/Palette.tsx';
export { LayersTree, type LayersTreeProps } from './layers/LayersTree.tsx';
export { PropertiesPanel, type PropertiesPanelProps } from './properties/PropertiesPanel.tsx';
export { ScreensPanel, type ScreensPanelProps } from './screens/ScreensPanel.tsx';
export { elementLabel, useElementLabel } from './use-element-label.ts';
