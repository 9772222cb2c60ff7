import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { CheckCircle2Icon, MailCheckIcon, UserRoundXIcon } from 'lucide-react';
import { registerSchema, type RegisterInput } from '../../../../shared/auth';
import { authMessages } from '../../../../shared/messages/auth';
import { authScreenTexts as t } from '../../../../shared/messages/auth-screens';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { PageTitle } from '../../../components/page-title';
import { useRegister } from '../api/register';
import { applyFieldErrors } from '../components/apply-field-errors';
import { AuthSwitchLink, EmailField, PasswordField, SubmitButton } from '../components/auth-form-parts';
import { AuthCard, AuthShell } from '../components/auth-shell';
import { formResolver } from '../../../lib/form-resolver';
import { useRegistrationOpen } from '../../../lib/site-status';

const redirectDelayMs = 1500; // SPEC.md section 9

type Outcome = { kind: 'form' } | { kind: 'signed_in' } | { kind: 'confirm'; email: string };

export function RegisterRoute() {
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'form' });
  const registrationOpen = useRegistrationOpen();
  return (
    <AuthShell>
      <PageTitle title={t.registerTitle} />
      {outcome.kind === 'form' ? (
        registrationOpen ? (
          <RegisterForm onDone={setOutcome} />
        ) : (
          <RegistrationClosedScreen />
        )
      ) : null}
      {outcome.kind === 'signed_in' ? <RegisteredScreen /> : null}
      {outcome.kind === 'confirm' ? <CheckEmailScreen email={outcome.email} /> : null}
    </AuthShell>
  );
}

function RegisterForm({ onDone }: { onDone: (outcome: Outcome) => void }) {
  const form = useForm<RegisterInput>({
    resolver: formResolver(registerSchema),
    defaultValues: { name: '', email: '', password: '' },
  });
  const register = useRegister({
    onSuccess: (response) => {
      if (response.status === 'signed_in') {
        toast.success(authMessages.registerSuccess);
        onDone({ kind: 'signed_in' });
      } else {
        toast.success(response.message);
        onDone({ kind: 'confirm', email: form.getValues('email').trim() });
      }
    },
  });
  const { errors } = form.formState;
  const submitting = register.isPending;
  const onSubmit = form.handleSubmit((values) =>
    register.mutate(values, {
      onError: (error) => applyFieldErrors(error, ['name', 'email', 'password'], form.setError),
    }),
  );

  return (
    <AuthCard title={t.registerHeading} description={t.registerSubheading}>
      <form noValidate onSubmit={onSubmit} className="grid gap-5">
        <FormField label={t.nameLabel} error={errors.name?.message}>
          {(field) => (
            <Input
              {...field}
              {...form.register('name')}
              autoComplete="name"
              placeholder={t.namePlaceholder}
              disabled={submitting}
            />
          )}
        </FormField>
        <EmailField {...form.register('email')} error={errors.email?.message} disabled={submitting} />
        <PasswordField
          {...form.register('password')}
          label={t.passwordLabel}
          hint={t.passwordHint}
          error={errors.password?.message}
          autoComplete="new-password"
          disabled={submitting}
        />
        <SubmitButton submitting={submitting} label={t.registerButton} busyLabel={t.registerSubmitting} />
      </form>
      <AuthSwitchLink prompt={t.haveAccount} to="/login">
        {t.loginLink}
      </AuthSwitchLink>
    </AuthCard>
  );
}

function RegisteredScreen() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => navigate('/dashboard', { replace: true }), redirectDelayMs);
    return () => window.clearTimeout(timer);
  }, [navigate]);
  return (
    <AuthCard title={t.registerDoneHeading} description={t.registerDoneText}>
      <div className="grid justify-items-center gap-6">
        <CheckCircle2Icon aria-hidden="true" className="size-16 text-bull" />
        <Button asChild size="lg" className="w-full">
          <Link to="/dashboard" replace>
            {t.goToDashboard}
          </Link>
        </Button>
      </div>
    </AuthCard>
  );
}

/** The admin turned sign-ups off: say so before anyone fills in a form that cannot succeed. */
function RegistrationClosedScreen() {
  return (
    <AuthCard title={t.registrationClosedHeading} description={t.registrationClosedText}>
      <div className="grid justify-items-center gap-6">
        <UserRoundXIcon aria-hidden="true" className="size-16 text-muted-foreground" />
        <Button asChild size="lg" className="w-full">
          <Link to="/login">{t.goToLogin}</Link>
        </Button>
      </div>
    </AuthCard>
  );
}

function CheckEmailScreen({ email }: { email: string }) {
  return (
    <AuthCard title={t.checkEmailHeading} description={t.checkEmailText(email)}>
      <div className="grid justify-items-center gap-6">
        <MailCheckIcon aria-hidden="true" className="size-16 text-primary" />
        <Button asChild size="lg" variant="outline" className="w-full">
          <Link to="/login">{t.goToLogin}</Link>
        </Button>
      </div>
    </AuthCard>
  );
}
