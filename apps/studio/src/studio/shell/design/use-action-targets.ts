import { getElementDeclaration } from '@tessera/model/definition';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ApiError } from '../../../api/api-error.ts';
import { api } from '../../../api/client.ts';
import { connectorsApi, connectorsKeys, externalAccessApi } from '../../../api/connectors-api.ts';
import { restRequestsApi, restRequestsKeys } from '../../../api/rest-requests-api.ts';
import { useDataModel } from '../../../data/model/use-data-model.ts';
import { useAppSettings } from '../../../run-settings/use-app-settings.ts';
import { useDomainName } from '../../../workspace/use-workspace-detail.ts';
import { useElementLabel } from '../../panels/index.ts';
import { layerName } from '../../panels/layers/flatten-layers.ts';
import { type ConnectedTableTarget, namedElementsOf, screenVariablesOf, type ActionTargets, type RestRequestTarget } from '../../panels/properties/actions/action-targets.ts';
import { useStudioState } from '../../store/studio-context.tsx';
import { openRootOf } from '../../store/studio-selectors.ts';

/** A 403 (no Developer seat) is an answer, not a hiccup: not retried. */
const retry = (count: number, error: unknown) => !(error instanceof ApiError && error.status === 403) && count < 2;

/**
 * What the action editor's pickers offer, gathered for the open screen: the project's screens,
 * the screen's modal and form elements and variables, the draft data model's tables, the
 * project's connected tables (those it has access rules for) and the named requests of the
 * workspace's REST connectors. Lists the member can not read, or not yet, are
 * `null` (typed by hand), the app's variables among them until the run settings are loaded.
 */
export function useActionTargets(): ActionTargets {
  const projectId = useStudioState((state) => state.projectId);
  const screenList = useStudioState((state) => state.screens);
  const root = useStudioState(openRootOf);
  const labelOf = useElementLabel();
  const domainName = useDomainName();
  const dataModel = useDataModel(projectId);
  const settings = useAppSettings(projectId);
  const connectors = useQuery({ queryKey: connectorsKeys.list(domainName), queryFn: () => connectorsApi.list(api), retry });
  const restConnectors = (connectors.data?.connectors ?? []).filter((connector) => connector.kind === 'rest');
  const externalAccess = useQuery({ queryKey: connectorsKeys.externalAccess(projectId), queryFn: () => externalAccessApi.list(api, projectId), retry });
  const requestLists = useQueries({
    queries: restConnectors.map((connector) => ({
      queryKey: restRequestsKeys.list(domainName, connector.id),
      queryFn: () => restRequestsApi.list(api, connector.id),
      retry,
    })),
  });

  const screens = useMemo(() => screenList.filter((screen) => screen.kind === 'screen').map((screen) => ({ id: screen.id, name: screen.name })), [screenList]);
  const elements = useMemo(
    () => (root ? namedElementsOf(root, (node) => layerName(node as Parameters<typeof layerName>[0], labelOf(getElementDeclaration(node.type) ?? { type: node.type, label: node.type }))) : []),
    [root, labelOf],
  );
  const screenVariables = useMemo(() => (root ? screenVariablesOf(root) : []), [root]);
  const tables = useMemo(
    () => dataModel.data?.model.tables.map((table) => ({ name: table.name, columns: table.columns.map((column) => column.name) })) ?? null,
    [dataModel.data],
  );
  const requestData = requestLists.map((query) => query.data);
  const requestsKey = requestLists.map((query) => query.dataUpdatedAt).join(',');
  const restRequests = useMemo((): RestRequestTarget[] | null => {
    if (!connectors.data || requestData.some((data) => data === undefined)) return null;
    return restConnectors.flatMap((connector, index) =>
      (requestData[index]?.requests ?? []).map((request) => ({
        connectorId: connector.id,
        connectorName: connector.name,
        requestId: request.id,
        name: request.name,
        parameters: request.parameters.map((parameter) => parameter.name),
      })),
    );
    // The request lists change when one of them is fetched again, not with the array holding them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [connectors.data, requestsKey]);

  // The connected tables the project has rules for (a table without any is closed to the app's users),
  // in the connection's default schema: the app's reads name no other schema.
  const connectedTables = useMemo((): ConnectedTableTarget[] | null => {
    if (!connectors.data || !externalAccess.data) return null;
    const names = new Map(connectors.data.connectors.map((connector) => [connector.id, connector.name]));
    return externalAccess.data.rules.flatMap((rule) => {
      const connectorName = names.get(rule.connectorId);
      return connectorName === undefined || (rule.schema !== '' && rule.schema !== 'public') ? [] : [{ connectorId: rule.connectorId, connectorName, table: rule.table }];
    });
  }, [connectors.data, externalAccess.data]);

  const appVariables = useMemo(() => settings.data?.variables.map((variable) => variable.name) ?? null, [settings.data]);

  return useMemo(
    () => ({ screens, elements, tables, connectedTables, restRequests, screenVariables, appVariables }),
    [screens, elements, tables, connectedTables, restRequests, screenVariables, appVariables],
  );
}
