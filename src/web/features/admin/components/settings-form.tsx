import { Controller, useForm } from 'react-hook-form';
import { RotateCcwIcon, SaveIcon } from 'lucide-react';
import { toast } from 'sonner';
import type { z } from 'zod';
import { adminMessages as m } from '../../../../shared/messages/admin';
import { adminScreenTexts as t } from '../../../../shared/messages/admin-screens';
import {
  defaultSystemSettings,
  systemSettingsInputSchema,
  type SystemSettings,
} from '../../../../shared/settings';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { useUpdateSettings } from '../api/update-settings';
import { SettingSwitch } from './setting-switch';
import { formResolver } from '../../../lib/form-resolver';

type FormInput = z.input<typeof systemSettingsInputSchema>;
const switches = [
  { name: 'systemMaintenance', label: t.maintenance, hint: t.maintenanceHint },
  { name: 'registrationEnabled', label: t.registration, hint: t.registrationHint },
  { name: 'emailNotifications', label: t.emailNotifications, hint: t.emailNotificationsHint },
  { name: 'analyticsEnabled', label: t.analytics, hint: t.analyticsHint },
] as const;

/** The same schema as the API parses: numbers become whole, empty or invalid becomes 0. */
export function SettingsForm({ initial }: { initial: SystemSettings }) {
  const form = useForm<FormInput, unknown, SystemSettings>({
    resolver: formResolver(systemSettingsInputSchema),
    defaultValues: initial,
  });
  const update = useUpdateSettings();
  const { errors } = form.formState;

  const save = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (saved) => {
        form.reset(saved);
        toast.success(m.settingsSavedTitle, { description: m.settingsSaved });
      },
    }),
  );

  // 'Resetar' restores the defaults of SPEC.md section 9 and saves them, so form and server agree.
  const reset = () => {
    form.reset(defaultSystemSettings);
    update.mutate(defaultSystemSettings, {
      onSuccess: (saved) => {
        form.reset(saved);
        toast.success(m.settingsResetTitle, { description: m.settingsReset });
      },
    });
  };

  return (
    <form noValidate onSubmit={save} className="grid gap-6">
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>{t.generalCard}</CardTitle>
          </CardHeader>
          <CardContent className="divide-y">
            {switches.map((item) => (
              <Controller
                key={item.name}
                control={form.control}
                name={item.name}
                render={({ field }) => (
                  <SettingSwitch
                    label={item.label}
                    hint={item.hint}
                    checked={Boolean(field.value)}
                    onChange={field.onChange}
                    disabled={update.isPending}
                  />
                )}
              />
            ))}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{t.limitsCard}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-5">
            {(
              [
                ['defaultCredits', t.defaultCredits],
                ['maxCreditsPerUser', t.maxCredits],
              ] as const
            ).map(([name, label]) => (
              <FormField key={name} label={label} error={errors[name]?.message}>
                {(field) => (
                  <Input
                    {...field}
                    {...form.register(name)}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    step={1}
                    disabled={update.isPending}
                  />
                )}
              </FormField>
            ))}
          </CardContent>
        </Card>
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={reset} disabled={update.isPending}>
          <RotateCcwIcon aria-hidden="true" />
          {t.reset}
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? <Spinner /> : <SaveIcon aria-hidden="true" />}
          {update.isPending ? t.saving : t.save}
        </Button>
      </div>
    </form>
  );
}
