import { resourcesFor } from './resources.ts';

/** The Turkish strings; imported dynamically when Turkish is picked or stored. */
export const turkish = resourcesFor('tr');
