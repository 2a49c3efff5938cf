import type { ActionEffects, ActionOutcome } from '../actions/action-effects.ts';
import type { DataClient } from '../clients/data-client.ts';
import type { EndUserAuthClient } from '../clients/end-user-auth-client.ts';
import type { RestRequestClient } from '../clients/rest-request-client.ts';
import type { FormController } from '../context/app-host-context.ts';
import type { AppStore } from './app-store.ts';
import { submitForm, validateForm } from './form-submission.ts';

/** What only the platform can do: the clipboard, downloads, opening an address. */
export interface AppPlatform {
  copyText(text: string): Promise<void>;
  download(url: string, fileName: string | undefined): void;
  openUrl(url: string, target: string): void;
}

/** The pieces of the app host the effects act on. */
export interface AppEffectsParts {
  store: AppStore;
  navigate(screenId: string, params: Readonly<Record<string, string>>): boolean;
  goBack(): void;
  /** The modal ids of the open screen's tree. */
  hasModal(modalId: string): boolean;
  forms: ReadonlyMap<string, FormController>;
  data: DataClient;
  auth: EndUserAuthClient;
  rest: RestRequestClient;
  platform: AppPlatform;
}

const unknownForm = (formId: string): ActionOutcome => ({ ok: false, error: { code: 'unknown_form', message: `The screen has no form '${formId}'.` } });

/** A data client that tells the store after each successful write, so bound queries read again. */
function notifyingWrites(data: DataClient, store: AppStore): DataClient {
  const after = <T extends { ok: boolean }>(result: T): T => {
    if (result.ok) store.dataChanged();
    return result;
  };
  return {
    select: (table, query) => data.select(table, query),
    insert: async (table, values) => after(await data.insert(table, values)),
    update: async (table, filters, values) => after(await data.update(table, filters, values)),
    remove: async (table, filters) => after(await data.remove(table, filters)),
    describe: () => data.describe(),
  };
}

/** The action effects of an app host, over its store, navigation, forms, clients and platform. */
export function createAppEffects(parts: AppEffectsParts): ActionEffects {
  const { store, forms, platform } = parts;
  const data = notifyingWrites(parts.data, store);
  return {
    navigate: parts.navigate,
    goBack: parts.goBack,
    variables: {
      declaration: (scope, name) => store.declaration(scope, name),
      set: (scope, name, value) => store.setVariable(scope, name, value),
    },
    showMessage: (text, tone) => void store.showMessage(text, tone),
    openModal(modalId) {
      if (!parts.hasModal(modalId)) return false;
      store.openModal(modalId);
      return true;
    },
    closeModal: (modalId) => store.closeModal(modalId),
    async validateForm(formId) {
      const form = forms.get(formId);
      if (!form) return unknownForm(formId);
      const outcome = await validateForm(form, data);
      return outcome.ok ? { ok: true } : outcome;
    },
    async submitForm(formId) {
      const form = forms.get(formId);
      return form ? submitForm(form, data) : unknownForm(formId);
    },
    data,
    auth: parts.auth,
    rest: parts.rest,
    copyText: (text) => platform.copyText(text),
    download: (url, fileName) => platform.download(url, fileName),
    openUrl: (url, target) => platform.openUrl(url, target),
  };
}
