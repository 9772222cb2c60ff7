import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MonitorIcon, MoonIcon, SaveIcon, SunIcon } from 'lucide-react';
import { toast } from 'sonner';
import { settingsMessages as m } from '../../../../shared/messages/settings';
import { ACCURACIES, TIMEFRAMES } from '../../../../shared/analysis';
import { BROKER_CODES, BROKERS } from '../../../../shared/plan';
import { defaultUserSettings, userSettingsSchema, type UserSettings } from '../../../../shared/user-settings';
import { PageHeader } from '../../../components/page-header';
import { useTheme } from '../../../components/theme/theme-context';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useMe } from '../../../lib/session';
import { userSettingsQueryOptions } from '../../../lib/user-settings';
import { useSaveUserSettings } from '../../../lib/user-settings';
import { BackupPanel } from '../components/backup-panel';
import { ChoiceGroup, NumberRow, SwitchRow } from '../components/setting-row';

const themeIcons = {
  light: <SunIcon className="size-4" />,
  dark: <MoonIcon className="size-4" />,
  system: <MonitorIcon className="size-4" />,
};

/** The shared schema's pt-BR message for a number the trader typed, or null when it is fine. */
function fieldProblem(field: 'payout' | 'capital' | 'riskPercent', value: number): string | null {
  const parsed = userSettingsSchema.shape[field].safeParse(value);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

export function SettingsRoute() {
  const { data: me } = useMe();
  const userId = me?.id ?? '';
  const { data: stored } = useQuery({ ...userSettingsQueryOptions(userId), enabled: Boolean(me) });
  const { theme, setTheme } = useTheme();
  // The theme lives in the theme provider (it must apply before login too); the rest is a draft
  // until "Salvar configurações".
  const [draft, setDraft] = useState<UserSettings | null>(null);
  const current: UserSettings = { ...(draft ?? stored ?? defaultUserSettings), theme };
  const save = useSaveUserSettings(userId);
  const set = <K extends keyof UserSettings>(key: K, value: UserSettings[K]) =>
    setDraft({ ...current, [key]: value });

  const onSave = () =>
    save.mutate(current, {
      onSuccess: () => {
        setDraft(null);
        toast.success(m.saved);
      },
    });

  const saveBar = (
    <div className="flex flex-col-reverse items-stretch gap-3 border-t pt-4 sm:flex-row sm:items-center sm:justify-end">
      {draft ? <span className="text-sm text-muted-foreground sm:mr-auto">{m.unsaved}</span> : null}
      <Button onClick={onSave} disabled={save.isPending || !me}>
        {save.isPending ? <Spinner /> : <SaveIcon />}
        {save.isPending ? m.saving : m.save}
      </Button>
    </div>
  );

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <PageHeader title={m.title} description={m.subtitle} />
      <Tabs defaultValue="appearance">
        <TabsList className="grid w-full grid-cols-3 sm:flex sm:w-fit">
          <TabsTrigger value="appearance">{m.tabs.appearance}</TabsTrigger>
          <TabsTrigger value="notifications">{m.tabs.notifications}</TabsTrigger>
          <TabsTrigger value="analysis">{m.tabs.analysis}</TabsTrigger>
          <TabsTrigger value="plan">{m.tabs.plan}</TabsTrigger>
          <TabsTrigger value="performance">{m.tabs.performance}</TabsTrigger>
          <TabsTrigger value="backup">{m.tabs.backup}</TabsTrigger>
        </TabsList>
        <Card>
          <CardContent className="grid gap-6 px-4 sm:px-6">
            <TabsContent value="appearance" className="grid gap-6">
              <ChoiceGroup
                name="theme"
                label={m.themeTitle}
                description={m.themeText}
                value={theme}
                options={(['light', 'dark', 'system'] as const).map((value) => ({
                  value,
                  label: m.themes[value],
                  icon: themeIcons[value],
                }))}
                onChange={(value) => {
                  // Applies at once; saving also stores it with the account.
                  setTheme(value);
                  setDraft({ ...current, theme: value });
                }}
              />
              {saveBar}
            </TabsContent>
            <TabsContent value="notifications" className="grid gap-6">
              <SwitchRow
                id="setting-notifications"
                label={m.notificationsLabel}
                description={m.notificationsText}
                checked={current.notifications}
                onCheckedChange={(value) => set('notifications', value)}
              />
              {saveBar}
            </TabsContent>
            <TabsContent value="analysis" className="grid gap-6">
              <ChoiceGroup
                name="timeframe"
                label={m.timeframeLabel}
                description={m.timeframeText}
                value={current.defaultTimeframe}
                options={TIMEFRAMES.map((value) => ({ value, label: m.timeframes[value] }))}
                onChange={(value) => set('defaultTimeframe', value)}
              />
              <ChoiceGroup
                name="accuracy"
                label={m.accuracyLabel}
                description={m.accuracyText}
                value={current.analysisAccuracy}
                options={ACCURACIES.map((value) => ({ value, label: m.accuracies[value] }))}
                onChange={(value) => set('analysisAccuracy', value)}
              />
              {saveBar}
            </TabsContent>
            <TabsContent value="plan" className="grid gap-6">
              <ChoiceGroup
                name="broker"
                label={m.brokerLabel}
                description={m.brokerText}
                value={current.broker}
                options={BROKER_CODES.map((value) => ({ value, label: BROKERS[value].label }))}
                // a broker brings its usual payout; the trader can still type their own
                onChange={(value) => setDraft({ ...current, broker: value, payout: BROKERS[value].payout })}
              />
              <NumberRow
                key={`payout-${current.broker}`}
                id="setting-payout"
                label={m.payoutLabel}
                description={m.payoutText}
                value={current.payout}
                check={(value) => fieldProblem('payout', value)}
                onChange={(value) => set('payout', value)}
              />
              <NumberRow
                id="setting-capital"
                label={m.capitalLabel}
                description={m.capitalText}
                value={current.capital}
                check={(value) => fieldProblem('capital', value)}
                onChange={(value) => set('capital', value)}
              />
              <NumberRow
                id="setting-risk"
                label={m.riskLabel}
                description={m.riskText}
                value={current.riskPercent}
                check={(value) => fieldProblem('riskPercent', value)}
                onChange={(value) => set('riskPercent', value)}
              />
              {saveBar}
            </TabsContent>
            <TabsContent value="performance" className="grid gap-4">
              <SwitchRow
                id="setting-cache"
                label={m.cacheLabel}
                description={m.cacheText}
                checked={current.cacheEnabled}
                onCheckedChange={(value) => set('cacheEnabled', value)}
              />
              <SwitchRow
                id="setting-auto-analysis"
                label={m.autoAnalysisLabel}
                description={m.autoAnalysisText}
                checked={current.autoAnalysis}
                onCheckedChange={(value) => set('autoAnalysis', value)}
              />
              {saveBar}
            </TabsContent>
            <TabsContent value="backup">
              <BackupPanel
                userId={userId}
                settings={current}
                onImported={(result) => {
                  setDraft(null);
                  setTheme(result.settings.theme);
                }}
              />
            </TabsContent>
          </CardContent>
        </Card>
      </Tabs>
    </div>
  );
}
