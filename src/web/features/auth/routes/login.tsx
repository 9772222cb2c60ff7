import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import type { LoginInput } from '../../../../shared/auth';
import { authMessages } from '../../../../shared/messages/auth';
import { authScreenTexts as t } from '../../../../shared/messages/auth-screens';
import { PageTitle } from '../../../components/page-title';
import { ApiError } from '../../../lib/api-client';
import { useRegistrationOpen } from '../../../lib/site-status';
import { useLogin } from '../api/login';
import { AuthSwitchLink, EmailField, PasswordField, SubmitButton } from '../components/auth-form-parts';
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
  const registrationOpen = useRegistrationOpen();
  useEmailConfirmedToast();
  const navigate = useNavigate();
  const [values, setValues] = useState<LoginInput>({ email: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  // Like the other forms: after the first submit, each change is checked again as the user types.
  const [submitted, setSubmitted] = useState(false);
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
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

  // What each input takes from the form, like react-hook-form's register() on the other auth forms.
  const bind = (field: keyof LoginInput) => ({
    name: field,
    value: values[field],
    onChange: change(field),
    error: errors[field],
    disabled: submitting,
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const result = (await loadValidator()).validateLogin(values);
    if ('errors' in result) {
      setErrors(result.errors);
      const first = result.errors.email ? 'email' : 'password';
      (first === 'email' ? emailInput : passwordInput).current?.focus();
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
          <EmailField ref={emailInput} {...bind('email')} />
          <PasswordField
            ref={passwordInput}
            {...bind('password')}
            label={t.passwordLabel}
            autoComplete="current-password"
          />
          <div className="-mt-2 flex justify-end">
            <Link
              to="/esqueci-senha"
              className="inline-flex min-h-11 items-center text-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              {t.forgotLink}
            </Link>
          </div>
          <SubmitButton submitting={submitting} label={t.loginButton} busyLabel={t.loginSubmitting} />
        </form>
        {registrationOpen ? (
          <AuthSwitchLink prompt={t.noAccount} to="/registro">
            {t.createAccountLink}
          </AuthSwitchLink>
        ) : null}
      </AuthCard>
    </AuthShell>
  );
}
