import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import type { LoginInput } from '../../../../shared/auth';
import { authMessages } from '../../../../shared/messages/auth';
import { authScreenTexts as t } from '../../../../shared/messages/auth-screens';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { Spinner } from '../../../components/ui/spinner';
import { PageTitle } from '../../../components/page-title';
import { ApiError } from '../../../lib/api-client';
import { useLogin } from '../api/login';
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

type LoginErrors = Partial<Record<keyof LoginInput, string>>;

// /login is the entry page, kept light: a plain form checked by the server's schema, which (with
// zod) loads on the first submit instead of with the page.
const loadValidator = () => import('../lib/validate-login');

export function LoginRoute() {
  useEmailConfirmedToast();
  const navigate = useNavigate();
  const [values, setValues] = useState<LoginInput>({ email: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  // Like the other forms: after the first submit, each change is checked again as the user types.
  const [submitted, setSubmitted] = useState(false);
  const inputs = { email: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };
  const login = useLogin({
    onSuccess: () => {
      toast.success(authMessages.loginSuccess);
      navigate('/dashboard', { replace: true });
    },
  });
  const submitting = login.isPending;

  const change = (field: keyof LoginInput) => (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    if (!submitted) return;
    void loadValidator().then(({ validateLogin }) => {
      const result = validateLogin(next);
      setErrors('errors' in result ? result.errors : {});
    });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const result = (await loadValidator()).validateLogin(values);
    if ('errors' in result) {
      setErrors(result.errors);
      const first = result.errors.email ? 'email' : 'password';
      inputs[first].current?.focus();
      return;
    }
    setErrors({});
    login.mutate(result.data, {
      onError: (error) => {
        // A VALIDATION answer puts the server's messages under the matching inputs.
        if (!(error instanceof ApiError) || !error.fields) return;
        setErrors({ email: error.fields.email, password: error.fields.password });
      },
    });
  };

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
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-5">
          <FormField label={t.emailLabel} error={errors.email}>
            {(field) => (
              <Input
                {...field}
                ref={inputs.email}
                name="email"
                value={values.email}
                onChange={change('email')}
                type="email"
                inputMode="email"
                autoComplete="email"
                placeholder={t.emailPlaceholder}
                disabled={submitting}
              />
            )}
          </FormField>
          <FormField label={t.passwordLabel} error={errors.password}>
            {(field) => (
              <PasswordInput
                {...field}
                ref={inputs.password}
                name="password"
                value={values.password}
                onChange={change('password')}
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
