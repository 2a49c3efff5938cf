import * as z from 'zod/mini';
import { screenSchema } from './screen.ts';

/** The schema version this code writes. Older documents are brought up by `migrateDefinition`. */
export const CURRENT_SCHEMA_VERSION = 2;

// The parts other issues own (data model, functions, workflows...) are kept loosely typed until
// their issues give them schemas; they must be present so a stored document round-trips.
const looseList = z.array(z.unknown());
const looseRecord = z.record(z.string(), z.unknown());

/**
 * A whole app definition (ARCHITECTURE §4): the versioned JSON document that the studio edits,
 * the server stores, the runtime renders and the exporters turn into source.
 */
export const projectDefinitionSchema = z.object({
  id: z.string().check(z.minLength(1)),
  schemaVersion: z.literal(CURRENT_SCHEMA_VERSION),
  name: z.string(),
  screens: z.array(screenSchema),
  components: looseList,
  dataModel: looseRecord,
  functions: looseList,
  workflows: looseList,
  jobs: looseList,
  apis: looseList,
  reports: looseList,
  notificationTemplates: looseList,
  configurations: looseList,
  theme: looseRecord,
  translations: looseRecord,
});
/** A whole app definition (inferred from `projectDefinitionSchema`). */
export type ProjectDefinition = z.infer<typeof projectDefinitionSchema>;

/**
 * A new app definition in the current schema version: the given screens and every other part
 * empty (a project before anything was designed, or the studio before its screens load).
 */
export function createProjectDefinition(id: string, name: string, screens: ProjectDefinition['screens'] = []): ProjectDefinition {
  return {
    id,
    schemaVersion: CURRENT_SCHEMA_VERSION,
    name,
    screens,
    components: [],
    dataModel: {},
    functions: [],
    workflows: [],
    jobs: [],
    apis: [],
    reports: [],
    notificationTemplates: [],
    configurations: [],
    theme: {},
    translations: {},
  };
}
