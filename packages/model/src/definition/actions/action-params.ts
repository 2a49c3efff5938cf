import * as z from 'zod/mini';
import { APP_NAME_MAX_LENGTH, APP_NAME_PATTERN } from '../schema/app-settings.ts';
import { expressionSchema } from '../schema/expression-source.ts';

/** The building blocks of action params (expressions and templates: `schema/expression-source.ts`). */

export { expressionSchema, templateSchema } from '../schema/expression-source.ts';

/** The most rows a `query` action reads at once (the data API's page cap). */
export const MAX_QUERY_LIMIT = 1000;
export const MAX_ACTION_FILTERS = 20;
export const MAX_ACTION_VALUES = 100;
/** The most variables a screen declares. */
export const MAX_SCREEN_VARIABLES = 200;

const idSchema = z.string().check(z.minLength(1), z.maxLength(64));
/** An element, screen, connector or request id named by an action. */
export const referenceIdSchema = idSchema;

/** A variable, parameter or column name as expressions spell it. */
export const nameSchema = z.string().check(z.minLength(1), z.maxLength(APP_NAME_MAX_LENGTH), z.regex(APP_NAME_PATTERN));

/** Where a variable lives: the current screen's or the app's. */
export const variableScopes = ['screen', 'app'] as const;
export type VariableScope = (typeof variableScopes)[number];

/** A variable an action writes (a result, a value). */
export const variableRefSchema = z.strictObject({ scope: z.enum(variableScopes), name: nameSchema });
export type VariableRef = z.infer<typeof variableRefSchema>;

/** Name → expression (navigation parameters, REST parameters, row values). */
export const expressionMapSchema = z
  .record(nameSchema, expressionSchema)
  .check(z.refine((map) => Object.keys(map).length <= MAX_ACTION_VALUES, `At most ${MAX_ACTION_VALUES} values.`));

/** The data API's filter operators (PostgREST's names). */
export const actionFilterOperators = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'in', 'is'] as const;
export type ActionFilterOperator = (typeof actionFilterOperators)[number];

/** One filter: `column operator value`; `in` takes a list value, `is` null/true/false. */
export const actionFilterSchema = z.strictObject({
  column: nameSchema,
  operator: z.enum(actionFilterOperators),
  value: expressionSchema,
});
export type ActionFilter = z.infer<typeof actionFilterSchema>;

export const actionFiltersSchema = z.array(actionFilterSchema).check(z.maxLength(MAX_ACTION_FILTERS));

/** One sort key. */
export const actionOrderSchema = z.strictObject({ column: nameSchema, direction: z.enum(['asc', 'desc']) });
export type ActionOrder = z.infer<typeof actionOrderSchema>;

/** A table of the project's data model, by name. */
export const tableNameSchema = nameSchema;
