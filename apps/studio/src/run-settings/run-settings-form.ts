import {
  APP_NAME_MAX_LENGTH,
  APP_NAME_PATTERN,
  type AppSettings,
  appSettingsProblems,
  MANIFEST_COLOR_PATTERN,
  MANIFEST_NAME_MAX_LENGTH,
  type ManifestSettings,
  type VariableType,
} from '@tessera/model/definition';

/**
 * The run settings page's form: rows the builder edits as text, read back into `AppSettings` with
 * a message per field (the same checks the server makes, `appSettingsProblems`, plus reading the
 * typed text of each starting value).
 */
export interface VariableRow {
  key: string;
  name: string;
  type: VariableType;
  /** The starting value as typed: text as is, a number, true/false, or JSON; empty: none. */
  initialText: string;
}

export interface EnvironmentRow {
  key: string;
  name: string;
  value: string;
}

export interface RunSettingsForm {
  startScreenId: string | null;
  previewDeviceId: string | null;
  variables: VariableRow[];
  environment: EnvironmentRow[];
  /** The web manifest's app name and colours (`#rrggbb`) as typed; empty: the default. */
  manifestName: string;
  themeColor: string;
  backgroundColor: string;
}

/** Messages of the form's own checks, by translation key (the server's checks come as text). */
export type FieldError = { key: 'name' | 'number' | 'boolean' | 'json' | 'color' | 'appName' } | { text: string };

/** Field id (`variables.2.initial`, `environment.0.name`) → what is wrong with it. */
export type FieldErrors = Record<string, FieldError>;

let nextKey = 0;
/** A key for a new row (React list keys; never sent). */
export const rowKey = () => `row-${(nextKey += 1)}`;

function initialText(type: VariableType, initial: unknown): string {
  if (initial === null || initial === undefined) return '';
  if (type === 'text' && typeof initial === 'string') return initial;
  return JSON.stringify(initial);
}

export function formOf(settings: AppSettings): RunSettingsForm {
  return {
    startScreenId: settings.startScreenId,
    previewDeviceId: settings.previewDeviceId,
    variables: settings.variables.map((variable) => ({ key: rowKey(), name: variable.name, type: variable.type, initialText: initialText(variable.type, variable.initial) })),
    environment: settings.environment.map((value) => ({ key: rowKey(), name: value.name, value: value.value })),
    manifestName: settings.manifest?.name ?? '',
    themeColor: settings.manifest?.themeColor ?? '',
    backgroundColor: settings.manifest?.backgroundColor ?? '',
  };
}

/** The manifest's name and colours, absent when none is set (as the server stores them). */
function readManifest(form: RunSettingsForm, errors: FieldErrors): ManifestSettings | null {
  const name = form.manifestName.trim();
  if (name.length > MANIFEST_NAME_MAX_LENGTH) errors.manifestName = { key: 'appName' };
  const color = (field: 'themeColor' | 'backgroundColor') => {
    const text = form[field].trim().toLowerCase();
    if (text === '') return null;
    if (!MANIFEST_COLOR_PATTERN.test(text)) errors[field] = { key: 'color' };
    return text;
  };
  const manifest = { name: name === '' ? null : name, themeColor: color('themeColor'), backgroundColor: color('backgroundColor') };
  return manifest.name === null && manifest.themeColor === null && manifest.backgroundColor === null ? null : manifest;
}

type Read = { ok: true; value: unknown } | { ok: false; error: FieldError };

function readInitial(type: VariableType, text: string): Read {
  if (text.trim() === '') return { ok: true, value: null };
  switch (type) {
    case 'text':
      return { ok: true, value: text };
    case 'number': {
      const value = Number(text.trim());
      return Number.isFinite(value) ? { ok: true, value } : { ok: false, error: { key: 'number' } };
    }
    case 'boolean': {
      const word = text.trim().toLowerCase();
      return word === 'true' || word === 'false' ? { ok: true, value: word === 'true' } : { ok: false, error: { key: 'boolean' } };
    }
    case 'list':
    case 'map':
      try {
        return { ok: true, value: JSON.parse(text) };
      } catch {
        return { ok: false, error: { key: 'json' } };
      }
  }
}

const validName = (name: string) => name.length <= APP_NAME_MAX_LENGTH && APP_NAME_PATTERN.test(name);

/** The settings the form holds, or the messages of every field that keeps it from saving. */
export function readForm(form: RunSettingsForm): { settings: AppSettings; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const variables = form.variables.map((row, index) => {
    if (!validName(row.name)) errors[`variables.${index}.name`] = { key: 'name' };
    const read = readInitial(row.type, row.initialText);
    if (!read.ok) errors[`variables.${index}.initial`] = read.error;
    return { name: row.name, type: row.type, initial: read.ok ? read.value : null };
  });
  const environment = form.environment.map((row, index) => {
    if (!validName(row.name)) errors[`environment.${index}.name`] = { key: 'name' };
    return { name: row.name, value: row.value };
  });
  const manifest = readManifest(form, errors);
  const settings: AppSettings = { startScreenId: form.startScreenId, previewDeviceId: form.previewDeviceId, variables, environment, ...(manifest ? { manifest } : {}) };
  for (const problem of appSettingsProblems(settings)) {
    const typed = /^variables\[(\d+)\]\.initial$/.exec(problem.path);
    if (typed) {
      errors[`variables.${typed[1]}.initial`] ??= { text: problem.message };
      continue;
    }
    // A name used twice: every row that carries it is marked.
    const list = problem.path === 'variables' ? variables : problem.path === 'environment' ? environment : [];
    const counts = new Map<string, number>();
    for (const row of list) counts.set(row.name, (counts.get(row.name) ?? 0) + 1);
    list.forEach((row, index) => {
      if ((counts.get(row.name) ?? 0) > 1) errors[`${problem.path}.${index}.name`] ??= { text: problem.message };
    });
  }
  return { settings, errors };
}

/** Whether the form holds what `settings` says (nothing typed since, or typed back). */
export function formShows(form: RunSettingsForm, settings: AppSettings): boolean {
  return JSON.stringify(readForm(form).settings) === JSON.stringify(settings);
}

/**
 * The form once the saved settings change under it (saved here, or by another builder and read
 * again): the new settings when the builder had changed nothing, else the builder's own edits,
 * kept, never lost to a refresh.
 */
export function formAfterSavedChange(form: RunSettingsForm, previous: AppSettings, next: AppSettings): RunSettingsForm {
  return formShows(form, previous) ? formOf(next) : form;
}
