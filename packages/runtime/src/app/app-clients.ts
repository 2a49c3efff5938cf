import type { FetchLike } from '../clients/client-result.ts';
import { createDataClient, type DataClient } from '../clients/data-client.ts';
import { createEndUserAuthClient, type EndUserAuthClient } from '../clients/end-user-auth-client.ts';
import { browserStorage, type KeyValueStorage } from '../clients/key-value-storage.ts';
import type { PreviewTokenSource } from '../clients/http.ts';
import { createRestRequestClient, type RestRequestClient } from '../clients/rest-request-client.ts';
import type { RunnableApp } from './runnable-app.ts';

/** The clients of one app environment. */
export interface AppClients {
  data: DataClient;
  auth: EndUserAuthClient;
  rest: RestRequestClient;
}

/** Where the clients send their calls and keep the end user's tokens. */
export interface AppClientOptions {
  fetch?: FetchLike;
  storage?: KeyValueStorage;
  /** Prefixed to the REST request route (`''`: the same origin as the page). */
  origin?: string;
  /**
   * The studio's Run preview's token of the project's draft, read at each call: draft's routes
   * answer a visitor or end user only with it. Not sent on live.
   */
  previewToken?: PreviewTokenSource;
}

/** The data, account and REST clients of an app environment, sharing the end user's tokens (and on draft the preview token). */
export function createAppClients(app: Pick<RunnableApp, 'projectId' | 'environment' | 'dataApiBase' | 'authBase'>, options: AppClientOptions = {}): AppClients {
  const preview = app.environment === 'draft' && options.previewToken ? { previewToken: options.previewToken } : {};
  const auth = createEndUserAuthClient({
    projectId: app.projectId,
    environment: app.environment,
    authBase: app.authBase,
    storage: options.storage ?? browserStorage(),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...preview,
  });
  const shared = { ...(options.fetch ? { fetch: options.fetch } : {}), tokens: auth, ...preview };
  return {
    auth,
    data: createDataClient({ baseUrl: app.dataApiBase, ...shared }),
    rest: createRestRequestClient({ projectId: app.projectId, environment: app.environment, ...(options.origin === undefined ? {} : { origin: options.origin }), ...shared }),
  };
}
