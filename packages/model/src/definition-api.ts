/**
 * The app definition: schemas and types, migrations, element declarations, pure edit ops with
 * Immer patches, the undo history and the design-canvas message protocol. A separate entry
 * (`@tessera/model/definition`) so bundles that import the main entry, such as the sign-in
 * screens, never carry these schemas: zod schemas are built at module load and do not tree-shake.
 * Every symbol is documented where it is defined.
 */

/** Results and errors of pure definition functions. */
export { type Result, type DefinitionError, type RefusalParams, formatPath } from './definition/result.ts';

/** The document: project, screen, element node, action, style. */
export { actionSchema, type Action, actionOnErrorSchema, type ActionOnError } from './definition/schema/action.ts';
export {
  EXPRESSION_MAX_LENGTH,
  TEMPLATE_MAX_LENGTH,
  expressionSchema,
  templateSchema,
} from './definition/schema/expression-source.ts';

/** The action catalogue: one declaration per action type, and the check of one action. */
export { actionGroups, type ActionGroup, type ActionDeclaration, declareAction } from './definition/actions/action-declaration.ts';
export {
  MAX_QUERY_LIMIT,
  MAX_ACTION_FILTERS,
  MAX_ACTION_VALUES,
  MAX_SCREEN_VARIABLES,
  referenceIdSchema,
  nameSchema,
  variableScopes,
  type VariableScope,
  variableRefSchema,
  type VariableRef,
  expressionMapSchema,
  actionFilterOperators,
  type ActionFilterOperator,
  actionFilterSchema,
  type ActionFilter,
  actionFiltersSchema,
  actionOrderSchema,
  type ActionOrder,
  tableNameSchema,
} from './definition/actions/action-params.ts';
export { actionDeclarations, type ActionType, type ActionParams, getActionDeclaration } from './definition/actions/action-catalogue.ts';
export { navigateAction, goBackAction, openUrlAction } from './definition/actions/navigation-actions.ts';
export {
  setVariableAction,
  messageTones,
  type MessageTone,
  showMessageAction,
  openModalAction,
  closeModalAction,
  validateFormAction,
  submitFormAction,
  copyToClipboardAction,
  downloadFileAction,
} from './definition/actions/state-actions.ts';
export { queryAction, insertAction, updateAction, deleteAction, callRestAction } from './definition/actions/data-actions.ts';
export {
  signUpAction,
  verifyEmailAction,
  signInAction,
  signOutAction,
  requestPasswordResetAction,
  resetPasswordAction,
} from './definition/actions/end-user-actions.ts';
export { validateAction } from './definition/actions/validate-action.ts';
export { type ActionExpression, actionExpressions } from './definition/actions/expression-params.ts';
export { type TemplatePart, templateParts, templateText, type TemplateResult, renderTemplate } from './definition/actions/template.ts';
export {
  styleValueSchema,
  styleSchema,
  type ElementStyle,
  bindingsSchema,
  eventsSchema,
  elementNodeSchema,
  type ElementNode,
} from './definition/schema/element-node.ts';
export { screenKinds, type ScreenKind, screenSchema, type Screen } from './definition/schema/screen.ts';
/** Which screens are pages of the running app, and a page framed by its masters. */
export { isPageKind } from './definition/screens/screen-pages.ts';
export { type FramableScreen, framedScreenRoot, mastersOf } from './definition/screens/framed-screen.ts';

/** An app's run settings: start screen, preview device, app variables, environment values. */
export {
  APP_NAME_PATTERN,
  APP_NAME_MAX_LENGTH,
  MAX_APP_VARIABLES,
  MAX_APP_ENVIRONMENT_VALUES,
  APP_ENVIRONMENT_VALUE_MAX_LENGTH,
  variableTypes,
  type VariableType,
  variableDeclarationSchema,
  type VariableDeclaration,
  environmentValueSchema,
  type EnvironmentValue,
  appSettingsSchema,
  type AppSettings,
  defaultAppSettings,
  MANIFEST_NAME_MAX_LENGTH,
  MANIFEST_COLOR_PATTERN,
  manifestSettingsSchema,
  type ManifestSettings,
} from './definition/schema/app-settings.ts';
export { type AppSettingsProblem, appSettingsProblems, fitsVariableType, duplicateNames } from './definition/schema/app-settings-check.ts';

/**
 * The binding language (a CEL subset interpreted from its parsed tree): evaluate against a scope,
 * check against an environment for the properties panel, and the types and errors both answer.
 */
export { evaluateExpression, type EvaluationResult } from './definition/expressions/evaluate-expression.ts';
export { checkExpression, checkExpressionSyntax, type CheckResult } from './definition/expressions/check-expression.ts';
export { expressionErrorCodes, type ExpressionErrorCode, type ExpressionError } from './definition/expressions/expression-errors.ts';
export { type ExpressionType, types as expressionTypes, formatExpressionType } from './definition/expressions/expression-type.ts';
export {
  SCOPE_NAMES,
  type ScopeName,
  isScopeName,
  type ScopeUser,
  type ScopeQuery,
  type ExpressionScope,
  type ExpressionEnvironment,
  defaultExpressionEnvironment,
  expressionEnvironmentFor,
  typeOfVariable,
} from './definition/expressions/expression-scope.ts';
export { MAX_EXPRESSION_LENGTH, MAX_EXPRESSION_DEPTH } from './definition/expressions/parse-expression.ts';
export { FORBIDDEN_MEMBER_NAMES } from './definition/expressions/forbidden-names.ts';
export { expressionFunctionNames } from './definition/expressions/expression-functions.ts';

/** The limits of a screen's tree, checked without recursion before any recursive reading. */
export {
  MAX_SCREEN_NESTING,
  MAX_SCREEN_ELEMENTS,
  MAX_ELEMENT_VALUE_NESTING,
  screenTreeLimitMessages,
  screenTreeLimitCodes,
  screenTreeLimitMaxima,
  type TreeLimitBreach,
  findTreeLimitBreach,
  checkElementTreeLimits,
  measureElementTree,
} from './definition/schema/tree-limits.ts';
export { elementTreeSchema } from './definition/schema/element-tree.ts';
export { type StoredTree, cutToTreeLimits, readStoredTree } from './definition/schema/stored-tree.ts';
export {
  CURRENT_SCHEMA_VERSION,
  projectDefinitionSchema,
  type ProjectDefinition,
  createProjectDefinition,
} from './definition/schema/project-definition.ts';

/** Schema versions: the ordered migrations and the loader that applies them. */
export { definitionMigrations, type DefinitionMigration } from './definition/schema/migrations.ts';
export { migrateDefinition } from './definition/schema/migrate-definition.ts';

/** Element declarations: what the palette lists, the validator checks and the runtime renders. */
export {
  paletteGroups,
  type PaletteGroup,
  type AllowedChildren,
  type ElementDeclaration,
  declareElement,
} from './definition/elements/element-declaration.ts';
export { elementDeclarations, getElementDeclaration, canContain } from './definition/elements/element-declarations.ts';
export { eventsShown, SCREEN_LOAD_EVENT } from './definition/elements/events-shown.ts';
export {
  containerElement,
  rowElement,
  columnElement,
  cardElement,
  tabsElement,
  modalElement,
  dividerElement,
  spacerElement,
} from './definition/elements/layout-elements.ts';
export { labelElement, headingElement, linkElement } from './definition/elements/text-elements.ts';
export {
  textInputElement,
  numberInputElement,
  textAreaElement,
  checkboxElement,
  switchElement,
  radioGroupElement,
  selectElement,
  dateTimeModes,
  type DateTimeMode,
  dateTimePickerElement,
} from './definition/elements/input-elements.ts';
export { iconFamilies, type IconFamily, imageElement, iconElement, videoElement } from './definition/elements/media-elements.ts';
export { dataRepeaterElement, tableElement, formElement } from './definition/elements/data-elements.ts';
/** The names bound queries have in bindings (`queries.<name>`). */
export { boundQueryElementTypes, boundQueryName, freeQueryName, screenQueryNames } from './definition/elements/bound-query-name.ts';
export { buttonElement } from './definition/elements/button-element.ts';
export { validateElementTree } from './definition/elements/validate-element-tree.ts';
export {
  openableUrl,
  isSafeHref,
  isSafeMediaSource,
  UNSAFE_HREF_MESSAGE,
  UNSAFE_MEDIA_SOURCE_MESSAGE,
} from './definition/elements/safe-url.ts';
export { createElementNode } from './definition/elements/create-element-node.ts';
export { isDeclaredProp } from './definition/elements/is-declared-prop.ts';

/**
 * Pure edit ops: `(screen, args)` → the screen after the change with patches and inverse patches
 * rooted at its root node, or a refusal with a code of `opRefusalCodes`.
 */
export { type OpResult } from './definition/ops/produce-op.ts';
export { opRefusalCodes, type OpRefusalCode, rootLockedOperations } from './definition/ops/op-refusals.ts';
export { buildNodeIndex, isSelfOrDescendant, nodeIndexOf, nodePath, type NodeIndex } from './definition/ops/node-index.ts';
export { ACTION_INTO_DATA_REPEATER_MESSAGE } from './definition/ops/check-child.ts';
export { insertNode, type InsertNodeArgs } from './definition/ops/insert-node.ts';
export { moveNode, type MoveNodeArgs } from './definition/ops/move-node.ts';
export { cloneNode, type CloneNodeArgs } from './definition/ops/clone-node.ts';
export { removeNode, type RemoveNodeArgs } from './definition/ops/remove-node.ts';
export { setProp, type SetPropArgs } from './definition/ops/set-prop.ts';
export { setStyle, type SetStyleArgs } from './definition/ops/set-style.ts';
export { setBinding, type SetBindingArgs } from './definition/ops/set-binding.ts';
export { addAction, type AddActionArgs } from './definition/ops/add-action.ts';
export { setEventActions, type SetEventActionsArgs } from './definition/ops/set-event-actions.ts';
export { clipboardPayloadSchema, type ClipboardPayload } from './definition/ops/clipboard.ts';
export { copyNodes, type CopyNodesArgs } from './definition/ops/copy-nodes.ts';
export { pasteNodes, type PasteNodesArgs } from './definition/ops/paste-nodes.ts';
export { pasteStyle, type PasteStyleArgs } from './definition/ops/paste-style.ts';

/** Undo history: bounded stacks of patches. */
export {
  UNDO_HISTORY_LIMIT,
  type HistoryEntry,
  type HistoryStep,
  type RecordOptions,
  type UndoHistory,
  createUndoHistory,
} from './definition/history/undo-history.ts';

/** The design-canvas message protocol (spec §4). */
export {
  selectMessageSchema,
  cloneMessageSchema,
  dragCreateMessageSchema,
  dragMoveMessageSchema,
  addChildMessageSchema,
  removeMessageSchema,
  positionChangeMessageSchema,
  propertyChangeMessageSchema,
  copyMessageSchema,
  pasteMessageSchema,
  pasteStyleMessageSchema,
  clipboardMessageSchema,
  undoMessageSchema,
  redoMessageSchema,
  saveMessageSchema,
  dashboardChangeMessageSchema,
  panelChangesMessageSchema,
  actionPopupMessageSchema,
  formPopupMessageSchema,
  detachFormMessageSchema,
  injectOrReplaceDisplayItemMessageSchema,
  canvasMessageSchema,
  type CanvasMessage,
  type CanvasMessageType,
  canvasMessageTypes,
} from './definition/canvas/canvas-messages.ts';
export { parseCanvasMessage } from './definition/canvas/parse-canvas-message.ts';
export {
  DUPLICATE_MESSAGE_WINDOW_MS,
  type MessageDeduper,
  createMessageDeduper,
  deepEqual,
} from './definition/canvas/message-deduper.ts';

/** Shell → canvas messages: what the canvas shows follows the document through these. */
export {
  renderModes,
  type RenderMode,
  rootPatchSchema,
  type RootPatch,
  hostLoadMessageSchema,
  hostPatchesMessageSchema,
  hostMoveRefusedMessageSchema,
  hostSelectionMessageSchema,
  hostHoverMessageSchema,
  hostRenderModeMessageSchema,
  hostPaletteDragMessageSchema,
  runScreenInfoSchema,
  postedRunScreenSchema,
  hostRunAppMessageSchema,
  type HostRunAppMessage,
  hostMessageSchema,
  type HostMessage,
  canvasReadyMessageSchema,
  type CanvasReadyMessage,
  parseHostMessage,
} from './definition/canvas/host-messages.ts';
