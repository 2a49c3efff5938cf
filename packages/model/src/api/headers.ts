/**
 * Request headers every studio call carries (spec §7). Header names are case-insensitive on the
 * wire; Node lower-cases them, so the server reads these exact strings.
 */
export const requestHeaders = {
  domainName: 'domainname',
  currentProjectId: 'currentprojectid',
  clientId: 'x-clientid',
} as const;
