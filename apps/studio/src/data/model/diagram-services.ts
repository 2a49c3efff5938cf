import type { ApiClient } from '../../api/create-api-client.ts';
import type { DiagramServices } from '../diagram/session/diagram-session.ts';
import { dataModelApi } from './data-model-api.ts';

/**
 * The diagram's calls for one project. `changed` runs after each change the server took (the
 * page refreshes the cached model other views read).
 */
export function bindDiagramServices(client: ApiClient, projectId: string, changed: () => void): DiagramServices {
  return {
    load: () => dataModelApi.get(client, projectId),
    preview: (request) => dataModelApi.preview(client, projectId, request),
    change: async (request) => {
      const answer = await dataModelApi.change(client, projectId, request);
      changed();
      return answer;
    },
  };
}
