import { useT } from '../../i18n/index.ts';
import { Button, Input } from '../../ui/index.ts';
import { clearSecret, type SecretField, typeSecret } from './secret-field.ts';

/**
 * A write-only secret field. Never filled from the server: a saved value shows as the placeholder
 * "Saved, type to replace"; typing replaces it, and "Remove" (offered where the secret is
 * optional) clears it when the form is saved.
 */
export function SecretInput({
  label,
  secret,
  onChange,
  error,
  removable,
  required = false,
  className,
}: {
  label: string;
  secret: SecretField;
  onChange: (next: SecretField) => void;
  error?: string | undefined;
  /** The secret may be absent (a database password, basic auth's password): offer "Remove". */
  removable: boolean;
  /** The connector needs this secret: marked required until one is saved. */
  required?: boolean;
  className?: string;
}) {
  const t = useT();
  const saved = secret.saved && !secret.cleared;
  return (
    <div className={className}>
      <Input
        label={label}
        type="password"
        autoComplete="new-password"
        spellCheck={false}
        required={required && !secret.saved}
        value={secret.value}
        placeholder={saved ? t('connectors.form.secretSaved') : undefined}
        description={secret.saved && secret.cleared ? t('connectors.form.secretRemoved') : undefined}
        error={error}
        onChange={(event) => onChange(typeSecret(secret, event.target.value))}
      />
      {secret.saved && removable && secret.value === '' && (
        <Button
          variant="ghost"
          size="sm"
          className="mt-1"
          aria-label={`${label}: ${secret.cleared ? t('connectors.form.secretUndo') : t('connectors.form.secretRemove')}`}
          onClick={() => onChange(clearSecret(secret, !secret.cleared))}>
          {secret.cleared ? t('connectors.form.secretUndo') : t('connectors.form.secretRemove')}
        </Button>
      )}
    </div>
  );
}
