import * as z from 'zod/mini';

/**
 * An app's run settings (the studio's `runSettings` mode): the screen it opens on, the device the
 * Run preview shows, its app variables and its environment variables. Stored per project; a release
 * freezes a copy, so a published app never sees a later edit.
 */

/** A variable or environment name as bindings name it: `cartCount`, `API_BASE`. */
export const APP_NAME_PATTERN = /^[A-Za-z_][A-Za-z0-9_]*$/;
export const APP_NAME_MAX_LENGTH = 60;
export const MAX_APP_VARIABLES = 200;
export const MAX_APP_ENVIRONMENT_VALUES = 100;
export const APP_ENVIRONMENT_VALUE_MAX_LENGTH = 4000;

const appNameSchema = z.string().check(z.minLength(1), z.maxLength(APP_NAME_MAX_LENGTH), z.regex(APP_NAME_PATTERN));

/** The types a variable may hold; bindings are type-checked against them. */
export const variableTypes = ['text', 'number', 'boolean', 'list', 'map'] as const;
export type VariableType = (typeof variableTypes)[number];

/** One declared variable (app-wide here; screens declare theirs the same way). */
export const variableDeclarationSchema = z.object({
  name: appNameSchema,
  type: z.enum(variableTypes),
  /** The value the variable starts with; `null` until set. JSON, checked against `type` on save. */
  initial: z.unknown(),
});
export type VariableDeclaration = z.infer<typeof variableDeclarationSchema>;

export const environmentValueSchema = z.object({
  name: appNameSchema,
  value: z.string().check(z.maxLength(APP_ENVIRONMENT_VALUE_MAX_LENGTH)),
});
export type EnvironmentValue = z.infer<typeof environmentValueSchema>;

/** The longest app name of the web manifest (what launchers show in full). */
export const MANIFEST_NAME_MAX_LENGTH = 45;
/** A colour of the web manifest: `#rrggbb`. */
export const MANIFEST_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;
const manifestColorSchema = z.nullable(z.string().check(z.regex(MANIFEST_COLOR_PATTERN)));

/** How the installed web app presents itself; null: the project's name, the player's colours. */
export const manifestSettingsSchema = z.object({
  name: z.nullable(z.string().check(z.trim(), z.minLength(1), z.maxLength(MANIFEST_NAME_MAX_LENGTH))),
  themeColor: manifestColorSchema,
  backgroundColor: manifestColorSchema,
});
export type ManifestSettings = z.infer<typeof manifestSettingsSchema>;

export const appSettingsSchema = z.object({
  /** The screen the app opens on; null: the first screen that is a page. */
  startScreenId: z.nullable(z.string().check(z.minLength(1), z.maxLength(64))),
  /** The device preset the Run preview shows (`devices` catalogue id); null: the studio's choice. */
  previewDeviceId: z.nullable(z.string().check(z.minLength(1), z.maxLength(64))),
  variables: z.array(variableDeclarationSchema).check(z.maxLength(MAX_APP_VARIABLES)),
  environment: z.array(environmentValueSchema).check(z.maxLength(MAX_APP_ENVIRONMENT_VALUES)),
  /** The web manifest's name and colours; absent when none is set. */
  manifest: z.optional(manifestSettingsSchema),
});
export type AppSettings = z.infer<typeof appSettingsSchema>;

/** The settings of an app nobody has configured yet. */
export function defaultAppSettings(): AppSettings {
  return { startScreenId: null, previewDeviceId: null, variables: [], environment: [] };
}
