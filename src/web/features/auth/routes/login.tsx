import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { loginSchema, type LoginInput } from '../../../../shared/auth';
import { authMessages } from '../../../../shared/messages/auth';
import { authScreenTexts as t } from '../../../../shared/messages/auth-screens';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { Spinner } from '../../../components/ui/spinner';
import { PageTitle } from '../../../components/page-title';
import { useLogin } from '../api/login';
import { applyFieldErrors } from '../components/apply-field-errors';
import { AuthCard, AuthShell } from '../components/auth-shell';

/** The confirmation e-mail link lands on /?emailConfirmed=1|0 (kept through the / → /login redirect). */
function useEmailConfirmedToast() {
  const [params, setParams] = useSearchParams();
  const confirmed = params.get('emailConfirmed');
  const shown = useRef(false);
  useEffect(() => {
    if (confirmed === null || shown.current) return;
    shown.current = true;
    if (confirmed === '1') toast.success(authMessages.emailConfirmed, { id: 'email-confirmed' });
    else toast.error(authMessages.confirmTokenInvalid, { id: 'email-confirmed' });
    setParams({}, { replace: true });
  }, [confirmed, setParams]);
}

export function LoginRoute() {
  useEmailConfirmedToast();
  const navigate = useNavigate();
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });
  const login = useLogin({
    onSuccess: () => {
      toast.success(authMessages.loginSuccess);
      navigate('/dashboard', { replace: true });
    },
  });
  const { errors } = form.formState;
  const submitting = login.isPending;

  const onSubmit = form.handleSubmit((values) =>
    login.mutate(values, {
      onError: (error) => applyFieldErrors(error, ['email', 'password'], form.setError),
    }),
  );

  return (
    <AuthShell
      footer={
        <Link
          to="/home"
          className="inline-flex min-h-11 items-center underline-offset-4 hover:text-foreground hover:underline"
        >
          {t.backToHome}
        </Link>
      }
    >
      <PageTitle title={t.loginTitle} />
      <AuthCard title={t.loginHeading} description={t.loginSubheading}>
        <form noValidate onSubmit={onSubmit} className="grid gap-5">
          <FormField label={t.emailLabel} error={errors.email?.message}>
            {(field) => (
              <Input
                {...field}
                {...form.register('email')}
                type="email"
                inputMode="email"
                autoComplete="email"
                placeholder={t.emailPlaceholder}
                disabled={submitting}
              />
            )}
          </FormField>
          <FormField label={t.passwordLabel} error={errors.password?.message}>
            {(field) => (
              <PasswordInput
                {...field}
                {...form.register('password')}
                autoComplete="current-password"
                disabled={submitting}
              />
            )}
          </FormField>
          <div className="-mt-2 flex justify-end">
            <Link
              to="/esqueci-senha"
              className="inline-flex min-h-11 items-center text-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              {t.forgotLink}
            </Link>
          </div>
          <Button type="submit" size="lg" disabled={submitting} className="w-full">
            {submitting ? <Spinner /> : null}
            {submitting ? t.loginSubmitting : t.loginButton}
          </Button>
        </form>
        <p className="mt-6 text-center text-sm text-muted-foreground">
          {t.noAccount}{' '}
          <Link
            to="/registro"
            className="inline-flex min-h-11 items-center font-semibold text-primary underline-offset-4 hover:underline"
          >
            {t.createAccountLink}
          </Link>
        </p>
      </AuthCard>
    </AuthShell>
  );
}
