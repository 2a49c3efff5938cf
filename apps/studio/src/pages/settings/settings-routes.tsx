import type { RouteObject } from 'react-router';

/** `users`, `logs` and `settings/…` pages (spec §2), children of the `/:domainName` layout route. */
export const settingsRoutes: RouteObject[] = [];
