/**
 * A project's database: the data model (tables, columns, relations, access rules), the pure ops
 * that change it, and the contract of the studio's data routes. A separate entry
 * (`@tessera/model/data`) so bundles that never touch data do not carry these schemas.
 */
export { IDENTIFIER_PATTERN, IDENTIFIER_MAX_LENGTH, identifierProblem } from './data/identifiers.ts';
export { columnTypes, type ColumnTypeName, postgresTypeOf, primaryKeyTypes, type PrimaryKeyType, MAX_ENUM_VALUES, MAX_ENUM_VALUE_LENGTH } from './data/column-types.ts';
export {
  accessWho,
  type AccessWho,
  accessOperations,
  type AccessOperation,
  conditionOperators,
  type ConditionOperator,
  conditionClauseSchema,
  type ConditionClause,
  accessRuleSchema,
  type AccessRule,
  tableAccessSchema,
  type TableAccess,
  closedAccess,
  accessRulesProblem,
} from './data/access-rules.ts';
export {
  MAX_TABLES,
  MAX_COLUMNS_PER_TABLE,
  MAX_INDEXES_PER_TABLE,
  columnDefaultSchema,
  type ColumnDefault,
  onDeleteActions,
  type OnDeleteAction,
  columnReferenceSchema,
  type ColumnReference,
  dataColumnSchema,
  type DataColumn,
  dataIndexSchema,
  type DataIndex,
  diagramPositionSchema,
  type DiagramPosition,
  dataTableSchema,
  type DataTable,
  dataModelSchema,
  type DataModel,
  emptyDataModel,
  dataEnvironments,
  type DataEnvironment,
  tableById,
  tableByName,
  columnById,
  columnByName,
  primaryKeyOf,
} from './data/data-model.ts';
export { dataOpSchema, type DataOp, type DataOpKind, MAX_OPS_PER_CHANGE } from './data/data-ops.ts';
export { applyDataOp, applyDataOps, referrersOf, type DataOpError } from './data/apply-data-op.ts';
export { opsToBuild } from './data/ops-to-build.ts';
export {
  dataPaths,
  stepClasses,
  type StepClass,
  plannedStepSchema,
  type PlannedStep,
  changeRequestSchema,
  type ChangeRequest,
  changePreviewSchema,
  type ChangePreview,
  migrationSchema,
  type Migration,
  dataModelResponseSchema,
  type DataModelResponse,
  changeResponseSchema,
  type ChangeResponse,
  migrationsResponseSchema,
  liveStateSchema,
  type LiveState,
} from './data/data-contract.ts';
export {
  importPaths,
  CSV_CONTENT_TYPE,
  XLSX_CONTENT_TYPE,
  importModes,
  type ImportMode,
  importStatuses,
  type ImportStatus,
  startImportQuerySchema,
  importJobSchema,
  type ImportJob,
  importJobsResponseSchema,
  importErrorSchema,
  type ImportError,
  importErrorsResponseSchema,
} from './data/import-contract.ts';
