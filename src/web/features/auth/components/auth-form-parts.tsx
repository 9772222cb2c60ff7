import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router';
import { authScreenTexts as t } from '../../../../shared/messages/auth-screens';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { Spinner } from '../../../components/ui/spinner';

// The pieces every auth form repeats (login, register, forgot and reset password); each form
// passes its own binding (react-hook-form's register(), or value/onChange/ref).

type FieldProps<C extends 'input'> = Omit<ComponentProps<C>, 'id'> & { error?: string };

export function EmailField({ error, ...input }: FieldProps<'input'>) {
  return (
    <FormField label={t.emailLabel} error={error}>
      {(field) => (
        <Input
          {...field}
          {...input}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder={t.emailPlaceholder}
        />
      )}
    </FormField>
  );
}

export function PasswordField({
  label,
  hint,
  error,
  ...input
}: Omit<FieldProps<'input'>, 'type'> & { label: ReactNode; hint?: ReactNode }) {
  return (
    <FormField label={label} error={error} hint={hint}>
      {(field) => <PasswordInput {...field} {...input} />}
    </FormField>
  );
}

export function SubmitButton({
  submitting,
  label,
  busyLabel,
}: {
  submitting: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <Button type="submit" size="lg" disabled={submitting} className="w-full">
      {submitting ? <Spinner /> : null}
      {submitting ? busyLabel : label}
    </Button>
  );
}

/** The line under a form that leads to the neighbouring screen ('Não tem uma conta? Criar conta'). */
export function AuthSwitchLink({
  prompt,
  to,
  children,
}: {
  prompt?: string;
  to: string;
  children: ReactNode;
}) {
  return (
    <p className="mt-6 text-center text-sm text-muted-foreground">
      {prompt ? `${prompt} ` : null}
      <Link
        to={to}
        className="inline-flex min-h-11 items-center font-semibold text-primary underline-offset-4 hover:underline"
      >
        {children}
      </Link>
    </p>
  );
}
