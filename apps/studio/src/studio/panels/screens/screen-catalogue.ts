import type { ScreenKind } from '@tessera/model/definition';
import type { CreateScreenRequest, ScreenTemplate } from '@tessera/model/workspace-api';

/** One choice of the "New" menu: a template of a screen kind, and the devices it targets. */
export interface ScreenCatalogueEntry {
  kind: Extract<ScreenKind, 'screen' | 'master'>;
  template: ScreenTemplate;
  isMobile: boolean;
  isDesktop: boolean;
}

/** A titled part of the "New" menu. */
export interface ScreenCatalogueSection {
  /** `studioPanels.screens.<id>`: "New Screen", "New Master Screen". */
  id: 'newScreen' | 'newMasterScreen';
  /** `studioPanels.screens.templateGroups.<group>`: the spec's group of templates inside the section ("Blank"). */
  group?: 'blank';
  entries: readonly ScreenCatalogueEntry[];
}

/**
 * The screen creation catalogue the studio offers (spec §2): New Screen → Blank (Blank, Blank With
 * Header, Blank With Header For Mobile); New Master Screen → Blank only.
 */
export const screenCatalogue: readonly ScreenCatalogueSection[] = [
  {
    id: 'newScreen',
    group: 'blank',
    entries: [
      { kind: 'screen', template: 'blank', isMobile: false, isDesktop: true },
      { kind: 'screen', template: 'blankWithHeader', isMobile: false, isDesktop: true },
      { kind: 'screen', template: 'blankWithHeaderForMobile', isMobile: true, isDesktop: false },
    ],
  },
  { id: 'newMasterScreen', entries: [{ kind: 'master', template: 'blank', isMobile: false, isDesktop: true }] },
];

/** The create request of a catalogue choice with the name the user typed (already checked). */
export function createScreenRequest(entry: ScreenCatalogueEntry, name: string): CreateScreenRequest {
  return { name, kind: entry.kind, template: entry.template, isMobile: entry.isMobile, isDesktop: entry.isDesktop };
}
