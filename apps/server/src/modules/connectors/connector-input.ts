import {
  type ConnectorKind,
  parseConnectionString,
  type RestSettingsParsed,
  type SqlSettingsParsed,
  sqlSettingsInputSchema,
} from '@tessera/model/connectors';
import { AppError } from '../../errors/app-error.ts';
import { assertCaCertificates } from './ca-certificates.ts';
import { type SecretSlot, splitRestSettings, splitSqlSettings, type StoredRestSettings, type StoredSqlSettings } from './stored-settings.ts';

/** The settings part of a create or update request, as its route schema parsed it. */
export type SettingsInput =
  | { kind: 'postgres' | 'mysql' | 'mssql' | 'oracle'; settings?: SqlSettingsParsed | undefined; connectionString?: string | undefined }
  | { kind: 'rest'; settings?: RestSettingsParsed | undefined };

/** Settings ready to store, and the secret fields the request gave (see `applySecretSlots`). */
export interface ResolvedSettings {
  settings: StoredSqlSettings | StoredRestSettings;
  slots: SecretSlot[];
}

const invalid = (message: string) => new AppError('validation_failed', message);

/**
 * The stored form of a request's settings, from `settings` or (SQL kinds) a connection string,
 * checked beyond the schema (a CA bundle must parse). null when the request changes no setting
 * (an update of the name alone).
 */
export function resolveSettings(input: SettingsInput): ResolvedSettings | null {
  if (input.kind === 'rest') return input.settings ? splitRestSettings(input.settings) : null;
  if (input.settings && input.connectionString !== undefined) {
    throw invalid('connectionString: Send either settings or a connection string, not both.');
  }
  let settings = input.settings;
  if (input.connectionString !== undefined) {
    const parsed = parseConnectionString(input.kind, input.connectionString);
    if (!parsed.ok) throw invalid(parsed.error);
    // The parser checked these already; parsing again applies the schema's defaults.
    settings = sqlSettingsInputSchema.parse(parsed.value);
  }
  if (!settings) return null;
  if (settings.tls.caPem) assertCaCertificates(settings.tls.caPem, 'settings.tls.caPem');
  return splitSqlSettings(input.kind, settings);
}

/** A create must bring settings: the 400 when it does not. */
export function requireSettings(kind: ConnectorKind, resolved: ResolvedSettings | null): ResolvedSettings {
  if (resolved) return resolved;
  throw invalid(kind === 'rest' ? 'settings: Required' : 'settings: Required (or send a connectionString)');
}
