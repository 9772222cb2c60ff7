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
import { FormField } from '../../../components/ui/form-field';
import { PasswordInput } from '../../../components/ui/password-input';
import { Spinner } from '../../../components/ui/spinner';
import { PageTitle } from '../../../components/page-title';
import { useResetPassword } from '../api/reset-password';
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

  if (!token || tokenRejected) {
    return (
      <AuthShell>
        <PageTitle title={t.resetTitle} />
        <AuthCard
          title={t.resetInvalidHeading}
          description={
            tokenRejected
              ? errorMessage(reset.error, authMessages.resetTokenInvalid)
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
          <FormField label={t.newPasswordLabel} error={errors.password?.message}>
            {(field) => (
              <PasswordInput
                {...field}
                {...form.register('password')}
                autoComplete="new-password"
                disabled={submitting}
              />
            )}
          </FormField>
          <FormField label={t.confirmPasswordLabel} error={errors.confirmPassword?.message}>
            {(field) => (
              <PasswordInput
                {...field}
                {...form.register('confirmPassword')}
                autoComplete="new-password"
                disabled={submitting}
              />
            )}
          </FormField>
          <Button type="submit" size="lg" disabled={submitting} className="w-full">
            {submitting ? <Spinner /> : null}
            {submitting ? t.resetSubmitting : t.resetButton}
          </Button>
        </form>
      </AuthCard>
    </AuthShell>
  );
}
