import { workspaceHref } from '../../../workspace/workspace-paths.ts';

/** `/{d}/connectors/{id}/requests`: a REST connector's requests. */
export const requestsHref = (domainName: string, connectorId: string) => workspaceHref(domainName, `connectors/${encodeURIComponent(connectorId)}/requests`);

/** `/{d}/connectors/{id}/requests/{requestId}`, or `…/new` for a new request. */
export const requestHref = (domainName: string, connectorId: string, requestId: string | null) =>
  `${requestsHref(domainName, connectorId)}/${requestId === null ? 'new' : encodeURIComponent(requestId)}`;
