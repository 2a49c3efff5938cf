/**
 * Delete dialog types of spec §3 `domainConfigs`: `yesNo` asks Yes/No, `confirm` makes the user
 * type the item's name first.
 */
export const deleteModalTypes = ['yesNo', 'confirm'] as const;
export type DeleteModalType = (typeof deleteModalTypes)[number];
export const DEFAULT_DELETE_MODAL_TYPE: DeleteModalType = 'yesNo';

/** Workspace roles. Owners manage members, plan and settings; developers build. */
export const domainRoles = ['owner', 'developer'] as const;
export type DomainRole = (typeof domainRoles)[number];

/** Resource types of spec §6, counted against the plan's Developer and End User allowances. */
export const resourceTypes = ['developer', 'end_user'] as const;
export type ResourceType = (typeof resourceTypes)[number];

/** Project targets (spec §3 global configuration: supportWeb, supportAndroid, supportIOS). */
export const projectTargets = ['web', 'android', 'ios'] as const;
export type ProjectTarget = (typeof projectTargets)[number];
