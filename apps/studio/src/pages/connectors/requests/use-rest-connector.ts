import { useQuery } from '@tanstack/react-query';
import type { Connector } from '@tessera/model/connectors';
import { ApiError } from '../../../api/api-error.ts';
import { api } from '../../../api/client.ts';
import { connectorsApi, connectorsKeys } from '../../../api/connectors-api.ts';
import { useDomainName } from '../../../workspace/use-workspace-detail.ts';

/** A REST connector of the workspace's list, as its requests pages need it. */
export type RestConnector = Extract<Connector, { kind: 'rest' }>;

/**
 * The connector in the path, read from the connectors list (the same query and cache as the
 * Connectors page): `connector` is null while loading, when it is gone or not a REST one
 * (`missing` / `notRest` say which).
 */
export function useRestConnector(connectorId: string) {
  const domainName = useDomainName();
  const list = useQuery({
    queryKey: connectorsKeys.list(domainName),
    queryFn: () => connectorsApi.list(api),
    retry: (count, error) => !(error instanceof ApiError && error.status === 403) && count < 2,
  });
  const found = list.data?.connectors.find((connector) => connector.id === connectorId);
  return {
    list,
    connector: found?.kind === 'rest' ? found : null,
    missing: list.isSuccess && !found,
    notRest: found !== undefined && found.kind !== 'rest',
  };
}
