import { messages, resetPasswordFormSchema } from '@tessera/model';
import { ApiError, errorMessage } from '../api/api-error.ts';
import { useSchemaForm } from '../hooks/use-schema-form.ts';
import { CardHeading } from '../components/AuthLayout.tsx';
import { Button } from '../ui/Button.tsx';
import { Input } from '../ui/Input.tsx';
import { passwordRuleMessages } from './password-rule-messages.ts';


/**
 * The activation page's password step: shown when the link was opened outside the browser that
 * signed up (or was sent again), so only the person holding the mailbox chooses the password.
 * `activate` sends it with the link's token; a password-rule refusal stays on the field, any
 * other failure goes to `onFailed`.
 */
export function ActivationPasswordForm(props: {
  username: string;
  activate: (password: string) => Promise<void>;
  onFailed: (message: string) => void;
}) {
  const { field, handleSubmit, setError, isSubmitting } = useSchemaForm(resetPasswordFormSchema, { newPassword: '', confirmPassword: '' });

  const onSubmit = handleSubmit(async ({ newPassword }) => {
    try {
      await props.activate(newPassword);
    } catch (error) {
      const message = errorMessage(error);
      if (error instanceof ApiError && passwordRuleMessages.has(message)) {
        setError('newPassword', message);
        return;
      }
      props.onFailed(message);
    }
  });

  return (
    <>
      <CardHeading
        title="Choose your password"
        description={`${messages.activationPasswordRequired} This link was opened in another browser than the one you signed up in, or was sent again, so for your safety the password is set here.`}
      />
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-label="Choose your password">
        <Input label="Email" type="email" autoComplete="username" readOnly value={props.username} />
        <Input
          label="Password"
          type="password"
          autoComplete="new-password"
          autoFocus
          description={messages.passwordRuleHint}
          {...field('newPassword')}
        />
        <Input label="Password (confirm)" type="password" autoComplete="new-password" {...field('confirmPassword')} />
        <Button type="submit" className="w-full" loading={isSubmitting}>
          Activate my account
        </Button>
      </form>
    </>
  );
}
