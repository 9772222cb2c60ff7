import { useState } from 'react';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { MailIcon } from 'lucide-react';
import { forgotPasswordSchema, type ForgotPasswordInput } from '../../../../shared/auth';
import { authMessages } from '../../../../shared/messages/auth';
import { authScreenTexts as t } from '../../../../shared/messages/auth-screens';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { PageTitle } from '../../../components/page-title';
import { useRequestPasswordReset } from '../api/forgot-password';
import { AuthCard, AuthShell } from '../components/auth-shell';
import { formResolver } from '../../../lib/form-resolver';

export function ForgotPasswordRoute() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<ForgotPasswordInput>({
    resolver: formResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const request = useRequestPasswordReset();
  const { errors } = form.formState;
  const submitting = request.isPending;

  const onSubmit = form.handleSubmit((values) =>
    request.mutate(values, {
      onSuccess: () => {
        toast.success(authMessages.resetEmailSent);
        setSentTo(values.email);
      },
    }),
  );

  return (
    <AuthShell>
      <PageTitle title={t.forgotTitle} />
      {sentTo === null ? (
        <AuthCard title={t.forgotHeading} description={t.forgotSubheading}>
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
            <Button type="submit" size="lg" disabled={submitting} className="w-full">
              {submitting ? <Spinner /> : null}
              {submitting ? t.forgotSubmitting : t.forgotButton}
            </Button>
          </form>
          <div className="mt-6 text-center">
            <Link
              to="/login"
              className="inline-flex min-h-11 items-center text-sm font-semibold text-primary underline-offset-4 hover:underline"
            >
              {t.backToLogin}
            </Link>
          </div>
        </AuthCard>
      ) : (
        <AuthCard title={t.sentHeading} description={t.sentText(sentTo)}>
          <div className="grid gap-3">
            <MailIcon aria-hidden="true" className="mx-auto mb-3 size-16 text-primary" />
            <Button type="button" variant="outline" size="lg" onClick={() => setSentTo(null)}>
              {t.sendAgain}
            </Button>
            <Button asChild size="lg">
              <Link to="/login">{t.backToLogin}</Link>
            </Button>
          </div>
        </AuthCard>
      )}
    </AuthShell>
  );
}
