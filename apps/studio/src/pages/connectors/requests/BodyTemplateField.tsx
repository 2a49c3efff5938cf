import { useT } from '../../../i18n/index.ts';
import { TextArea } from '../../../ui/index.ts';
import { jsonTemplateError } from './json-template.ts';

/**
 * The body template of a request with a body: a monospace text box that says, as the builder
 * types, where the text stops being JSON. A refusal for the field (a placeholder no parameter
 * declares, the server's message) shows instead while there is one.
 */
export function BodyTemplateField({ value, error, onChange }: { value: string; error: string | undefined; onChange: (text: string) => void }) {
  const t = useT();
  const syntax = jsonTemplateError(value);
  const shown = error ?? (syntax ? t('restRequests.editor.bodyNotJson', { line: syntax.line, column: syntax.column }) : undefined);
  return (
    <TextArea
      label={t('restRequests.editor.body')}
      description={t('restRequests.editor.bodyHint', { placeholder: '{{name}}' })}
      value={value}
      rows={8}
      spellCheck={false}
      autoComplete="off"
      className="[&_textarea]:font-mono [&_textarea]:text-xs"
      error={shown}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
