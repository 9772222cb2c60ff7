import { Link, useNavigate, useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { AlertTriangleIcon } from 'lucide-react';
import { z } from 'zod';
import { resetPasswordSchema } from '../../../../shared/auth';
import { authMessages } from '../../../../shared/messages/auth';
import { authScreenTexts as t } from '../../../../shared/messages/auth-screens';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { Button } from '../../../components/ui/button';
import { PageTitle } from '../../../components/page-title';
import { useResetLinkStatus, useResetPassword } from '../api/reset-password';
import { Spinner } from '../../../components/ui/spinner';
import { PasswordField, SubmitButton } from '../components/auth-form-parts';
import { AuthCard, AuthShell } from '../components/auth-shell';
import { formResolver } from '../../../lib/form-resolver';

// The API's password rule plus a confirmation the server never sees.
const formSchema = resetPasswordSchema
  .pick({ password: true })
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: t.passwordsDiffer,
  });
type FormValues = z.infer<typeof formSchema>;

export function ResetPasswordRoute() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const form = useForm<FormValues>({
    resolver: formResolver(formSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const reset = useResetPassword({
    onSuccess: () => {
      toast.success(authMessages.resetDone);
      navigate('/login', { replace: true });
    },
  });
  const { errors } = form.formState;
  const submitting = reset.isPending;
  const tokenRejected = reset.error instanceof ApiError && reset.error.code === 'INVALID_TOKEN';
  // A failed check (network, rate limit) shows the form: the submit still gives the real answer.
  const linkStatus = useResetLinkStatus(token);
  const linkUnusable = linkStatus.data?.usable === false;

  const onSubmit = form.handleSubmit(({ password }) =>
    reset.mutate(
      { token, password },
      {
        onError: (error) => {
          if (!(error instanceof ApiError && error.code === 'INVALID_TOKEN')) {
            toast.error(errorMessage(error, authMessages.resetTokenInvalid));
          }
        },
      },
    ),
  );

  if (token && linkStatus.isPending) {
    return (
      <AuthShell>
        <PageTitle title={t.resetTitle} />
        <div className="grid place-items-center py-16" aria-busy="true">
          <Spinner className="size-8 text-primary" />
        </div>
      </AuthShell>
    );
  }

  if (!token || tokenRejected || linkUnusable) {
    return (
      <AuthShell>
        <PageTitle title={t.resetTitle} />
        <AuthCard
          title={t.resetInvalidHeading}
          description={
            tokenRejected
              ? errorMessage(reset.error, authMessages.resetTokenInvalid)
              : linkUnusable
                ? authMessages.resetLinkUsedOrExpired
                : authMessages.resetTokenInvalid
          }
        >
          <div className="grid gap-3">
            <AlertTriangleIcon aria-hidden="true" className="mx-auto mb-3 size-14 text-gold" />
            <Button asChild size="lg">
              <Link to="/esqueci-senha">{t.requestNewEmail}</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/login">{t.backToLogin}</Link>
            </Button>
          </div>
        </AuthCard>
      </AuthShell>
    );
  }

  return (
    <AuthShell>
      <PageTitle title={t.resetTitle} />
      <AuthCard title={t.resetHeading} description={t.resetSubheading}>
        <form noValidate onSubmit={onSubmit} className="grid gap-5">
          <PasswordField
            {...form.register('password')}
            label={t.newPasswordLabel}
            error={errors.password?.message}
            autoComplete="new-password"
            disabled={submitting}
          />
          <PasswordField
            {...form.register('confirmPassword')}
            label={t.confirmPasswordLabel}
            error={errors.confirmPassword?.message}
            autoComplete="new-password"
            disabled={submitting}
          />
          <SubmitButton submitting={submitting} label={t.resetButton} busyLabel={t.resetSubmitting} />
        </form>
      </AuthCard>
    </AuthShell>
  );
}
