import type { ExpressionScope, MessageTone, VariableDeclaration, VariableScope } from '@tessera/model/definition';
import type { ClientResult } from '../clients/client-result.ts';
import type { DataClient, DataRow } from '../clients/data-client.ts';
import type { DataFilter } from '../clients/data-query.ts';
import { dataTableKey } from '../clients/data-table.ts';
import type { EndUserAuthClient } from '../clients/end-user-auth-client.ts';
import type { RestRequestClient } from '../clients/rest-request-client.ts';
import type { ActionContext, ActionEffects, ActionOutcome } from '../actions/action-effects.ts';
import { initialValues } from '../actions/variable-values.ts';

/** @internal What the test effects recorded. */
export interface Recorded {
  screens: { screenId: string; params: Record<string, string> }[];
  back: number;
  messages: { text: string; tone: MessageTone }[];
  modals: string[];
  opened: { url: string; target: string }[];
  downloads: { url: string; fileName: string | undefined }[];
  copied: string[];
  calls: string[];
  variables: { screen: Record<string, unknown>; app: Record<string, unknown> };
}

const matches = (row: DataRow, filters: readonly DataFilter[]) =>
  filters.every((filter) => (filter.operator === 'eq' ? String(row[filter.column]) === String(filter.value) : filter.operator === 'in' ? (filter.value as unknown[]).includes(row[filter.column]) : true));

/**
 * @internal An in-memory data API over `tables` (eq compares as text, as the query string does;
 * in; limit/offset), refusing what
 * `refuse` answers for a table, as the engine's tests need; the clients have their own tests
 * against the server.
 */
export function memoryData(tables: Record<string, DataRow[]>, refuse: (table: string) => ClientResult<never> | null = () => null): DataClient & { log: string[] } {
  const log: string[] = [];
  return {
    log,
    async select(name, query = {}) {
      const table = dataTableKey(name);
      log.push(`select ${table}`);
      const refused = refuse(table);
      if (refused) return refused;
      const rows = (tables[table] ?? []).filter((row) => matches(row, query.filters ?? []));
      const start = query.offset ?? 0;
      return { ok: true, value: { rows: rows.slice(start, query.limit === undefined ? undefined : start + query.limit), count: rows.length } };
    },
    async insert(table, values) {
      log.push(`insert ${table}`);
      const refused = refuse(table);
      if (refused) return refused;
      const row = { id: (tables[table]?.length ?? 0) + 1, ...values };
      (tables[table] ??= []).push(row);
      return { ok: true, value: [row] };
    },
    async update(table, filters, values) {
      log.push(`update ${table}`);
      const refused = refuse(table);
      if (refused) return refused;
      const rows = (tables[table] ?? []).filter((row) => matches(row, filters));
      for (const row of rows) Object.assign(row, values);
      return { ok: true, value: rows };
    },
    async remove(table, filters) {
      log.push(`delete ${table}`);
      const refused = refuse(table);
      if (refused) return refused;
      const kept = (tables[table] ?? []).filter((row) => !matches(row, filters));
      const removed = (tables[table] ?? []).filter((row) => matches(row, filters));
      tables[table] = kept;
      return { ok: true, value: removed };
    },
    async describe() {
      return { ok: true, value: {} };
    },
  };
}

/** @internal Test effects: screens `home` and `detail`, the modal `confirm`, the given variables. */
export function testContext(options: {
  screenVariables?: VariableDeclaration[];
  appVariables?: VariableDeclaration[];
  data?: DataClient;
  auth?: Partial<EndUserAuthClient>;
  rest?: RestRequestClient;
  forms?: Record<string, ActionOutcome>;
  scope?: ExpressionScope;
}): { context: ActionContext; recorded: Recorded } {
  const declarations: Record<VariableScope, VariableDeclaration[]> = { screen: options.screenVariables ?? [], app: options.appVariables ?? [] };
  const recorded: Recorded = {
    screens: [],
    back: 0,
    messages: [],
    modals: [],
    opened: [],
    downloads: [],
    copied: [],
    calls: [],
    variables: { screen: initialValues(declarations.screen), app: initialValues(declarations.app) },
  };
  const unused = () => {
    throw new Error('not expected in this test');
  };
  const effects: ActionEffects = {
    navigate(screenId, params) {
      if (!['home', 'detail'].includes(screenId)) return false;
      recorded.screens.push({ screenId, params: { ...params } });
      return true;
    },
    goBack: () => void (recorded.back += 1),
    variables: {
      declaration: (scope, name) => declarations[scope].find((declaration) => declaration.name === name),
      set: (scope, name, value) => void (recorded.variables[scope][name] = value),
    },
    showMessage: (text, tone) => void recorded.messages.push({ text, tone }),
    openModal(modalId) {
      if (modalId !== 'confirm') return false;
      recorded.modals.push(modalId);
      return true;
    },
    closeModal: (modalId) => void (recorded.modals = modalId ? recorded.modals.filter((id) => id !== modalId) : recorded.modals.slice(0, -1)),
    validateForm: async (formId) => {
      recorded.calls.push(`validate ${formId}`);
      return options.forms?.[formId] ?? { ok: false, error: { code: 'unknown_form', message: `No form ${formId}` } };
    },
    submitForm: async (formId) => {
      recorded.calls.push(`submit ${formId}`);
      return options.forms?.[formId] ?? { ok: false, error: { code: 'unknown_form', message: `No form ${formId}` } };
    },
    data: options.data ?? memoryData({}),
    auth: { user: () => null, subscribe: () => () => undefined, accessToken: async () => null, refresh: unused, signUp: unused, verifyEmail: unused, signIn: unused, signOut: unused, requestPasswordReset: unused, resetPassword: unused, ...options.auth } as EndUserAuthClient,
    rest: options.rest ?? { call: unused },
    copyText: async (text) => {
      if (text === 'refuse') throw new Error('denied');
      recorded.copied.push(text);
    },
    download: (url, fileName) => void recorded.downloads.push({ url, fileName }),
    openUrl: (url, target) => void recorded.opened.push({ url, target }),
  };
  const context: ActionContext = {
    effects,
    scope: () => ({ screen: recorded.variables.screen, app: recorded.variables.app, params: {}, user: null, ...options.scope }),
  };
  return { context, recorded };
}
