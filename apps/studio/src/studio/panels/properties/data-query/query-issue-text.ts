import type { Translate } from '../../../../i18n/index.ts';
import { bindingErrorText } from '../BindingField.tsx';
import type { ExpressionProblem } from '../actions/expression-checker.ts';
import type { QueryIssues } from './data-query-form.ts';

/** The shown text of one problem of a filter or sort row (an expression's is the binding box's). */
export function queryIssueText(t: Translate, issue: QueryIssues<ExpressionProblem>[string] | undefined): string | undefined {
  if (!issue) return undefined;
  switch (issue.kind) {
    case 'required':
      return t('studioPanels.actions.errors.required');
    case 'pattern':
      return t('studioPanels.actions.errors.pattern');
    case 'unknownColumn':
      return t('studioPanels.properties.dataQuery.unknownColumn', { column: issue.column });
    case 'duplicate':
      return t('studioPanels.properties.dataQuery.duplicateColumn');
    case 'tooMany':
      return t('studioPanels.properties.dataQuery.tooMany', { max: issue.max });
    case 'expression':
      return bindingErrorText(t, issue.problem);
  }
}
