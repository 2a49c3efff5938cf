export { type Asset, type AssetKey, type AssetType, assetByKey, assets, assetTypes } from './assets.ts';
export {
  DEFAULT_DELETE_MODAL_TYPE,
  type DeleteModalType,
  type DomainRole,
  deleteModalTypes,
  domainRoles,
  type ProjectTarget,
  projectTargets,
  type ResourceType,
  resourceTypes,
} from './domain-config.ts';
export {
  DEFAULT_PLAN_ID,
  findPlan,
  isUnlimited,
  type Plan,
  type PlanAsset,
  type PlanId,
  planAssets,
  planQuantity,
  plans,
  UNLIMITED,
  UNLIMITED_BY_AGREEMENT,
} from './plans.ts';
export {
  DATE_TIME_FORMAT,
  type DateFormat,
  DEFAULT_DATE_FORMAT,
  DEFAULT_LANGUAGE,
  dateFormats,
  type Language,
  languages,
} from './preferences.ts';
export { DEFAULT_TIME_ZONE, isTimeZone, type TimeZone, timeZones } from './time-zones.ts';
export { type TranslationNamespace, translations } from './translations/index.ts';
export {
  DEFAULT_DESKTOP_PRESET_ID,
  DEFAULT_PHONE_PRESET_ID,
  type DevicePreset,
  type DevicePresetType,
  type DeviceSize,
  devicePresets,
  devicePresetTypes,
  findDevicePreset,
} from './devices/device-presets.ts';
