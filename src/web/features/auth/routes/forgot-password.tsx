import { useState } from 'react';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { MailIcon } from 'lucide-react';
import { forgotPasswordSchema, type ForgotPasswordInput } from '../../../../shared/auth';
import { authMessages } from '../../../../shared/messages/auth';
import { authScreenTexts as t } from '../../../../shared/messages/auth-screens';
import { Button } from '../../../components/ui/button';
import { PageTitle } from '../../../components/page-title';
import { useRequestPasswordReset } from '../api/forgot-password';
import { AuthSwitchLink, EmailField, SubmitButton } from '../components/auth-form-parts';
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
            <EmailField {...form.register('email')} error={errors.email?.message} disabled={submitting} />
            <SubmitButton submitting={submitting} label={t.forgotButton} busyLabel={t.forgotSubmitting} />
          </form>
          <AuthSwitchLink to="/login">{t.backToLogin}</AuthSwitchLink>
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
