import type { CreateProjectRequest } from '@tessera/model/workspace-api';

/** The targets a new project starts with. */
export type ProjectTargets = Pick<Required<CreateProjectRequest>, 'supportWeb' | 'supportAndroid' | 'supportIOS'>;

/** A starting point of the Templates view: a kind of app and the targets it presets. */
export interface ProjectTemplate {
  id: 'web' | 'mobile' | 'webAndMobile';
  targets: ProjectTargets;
}

/** Web app; Mobile app (Android and iOS); Web and mobile (all three). */
export const projectTemplates: readonly ProjectTemplate[] = [
  { id: 'web', targets: { supportWeb: true, supportAndroid: false, supportIOS: false } },
  { id: 'mobile', targets: { supportWeb: false, supportAndroid: true, supportIOS: true } },
  { id: 'webAndMobile', targets: { supportWeb: true, supportAndroid: true, supportIOS: true } },
];

/** A blank project targets the web (spec §3: supportWeb true, Android and iOS false by default). */
export const defaultTargets: ProjectTargets = { supportWeb: true, supportAndroid: false, supportIOS: false };

/** Whether the targets make a mobile app (counted by the plan's mobile-app allowance). */
export function isMobileApp(targets: ProjectTargets): boolean {
  return targets.supportAndroid || targets.supportIOS;
}
