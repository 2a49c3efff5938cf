import type { Translate } from '../../../i18n/index.ts';
import type { PropValueIssue } from './check-prop-value.ts';
import type { StyleValueIssue } from './style-fields.ts';

/** The translated message of a value the properties form refuses. */
export function issueMessage(t: Translate, issue: PropValueIssue | StyleValueIssue | null): string | undefined {
  if (!issue) return undefined;
  switch (issue.code) {
    case 'min':
    case 'above':
      return t(`studioPanels.properties.errors.${issue.code}`, { min: issue.min });
    case 'max':
    case 'below':
      return t(`studioPanels.properties.errors.${issue.code}`, { max: issue.max });
    case 'number':
    case 'integer':
    case 'pattern':
    case 'required':
      return t(`studioPanels.properties.errors.${issue.code}`);
    default: {
      const never: never = issue;
      throw new Error(`unknown issue ${JSON.stringify(never)}`);
    }
  }
}
