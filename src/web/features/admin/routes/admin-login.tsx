import { useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { ShieldCheckIcon } from 'lucide-react';
import { toast } from 'sonner';
import { adminLoginSchema, adminSessionHours, type AdminLoginInput } from '../../../../shared/admin';
import { adminMessages as m } from '../../../../shared/messages/admin';
import { adminScreenTexts as t } from '../../../../shared/messages/admin-screens';
import { LogoMark } from '../../../components/brand/logo';
import { PageTitle } from '../../../components/page-title';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { Spinner } from '../../../components/ui/spinner';
import { useAdminLogin } from '../api/admin-login';
import { formResolver } from '../../../lib/form-resolver';

/** /admin/login: the server checks the credentials; the client holds none (issue 6). */
export function AdminLoginRoute() {
  const navigate = useNavigate();
  const form = useForm<AdminLoginInput>({
    resolver: formResolver(adminLoginSchema),
    defaultValues: { username: '', password: '' },
  });
  const login = useAdminLogin({
    onSuccess: () => {
      toast.success(m.loginSuccess);
      navigate('/admin', { replace: true });
    },
  });
  const { errors } = form.formState;
  const submitting = login.isPending;

  return (
    <main className="grid min-h-dvh place-items-center px-4 py-10">
      <PageTitle title={t.loginTitle} />
      <Card className="w-full max-w-sm">
        <CardHeader className="items-center text-center">
          <div className="relative mb-2">
            <LogoMark className="size-14" />
            <ShieldCheckIcon aria-hidden="true" className="absolute -right-2 -bottom-2 size-6 text-primary" />
          </div>
          <h1 className="text-2xl leading-tight font-semibold">{t.loginHeading}</h1>
          <CardDescription>{t.loginSubheading}</CardDescription>
          <p className="text-xs text-muted-foreground">{t.sessionLength(adminSessionHours)}</p>
        </CardHeader>
        <CardContent>
          <form
            noValidate
            onSubmit={form.handleSubmit((values) => login.mutate(values))}
            className="grid gap-5"
          >
            <FormField label={t.usernameLabel} error={errors.username?.message}>
              {(field) => (
                <Input
                  {...field}
                  {...form.register('username')}
                  autoComplete="username"
                  autoCapitalize="none"
                  spellCheck={false}
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
            <Button type="submit" size="lg" disabled={submitting} className="w-full">
              {submitting ? <Spinner /> : null}
              {submitting ? t.loginSubmitting : t.loginButton}
            </Button>
          </form>
        </CardContent>
      </Card>
    </main>
  );
}
