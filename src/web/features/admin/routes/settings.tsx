import { adminScreenTexts as t } from '../../../../shared/messages/admin-screens';
import { useSettings } from '../api/get-settings';
import { ListState } from '../components/list-state';
import { PageHeader } from '../../../components/page-header';
import { SettingsForm } from '../components/settings-form';

/** /admin/settings: saved to the database and applied by the server (maintenance, sign-up, …). */
export function SettingsRoute() {
  const settings = useSettings();
  return (
    <>
      <PageHeader title={t.settingsTitle} description={t.settingsText} />
      {settings.data ? (
        <SettingsForm initial={settings.data} />
      ) : (
        <ListState
          state={settings.isPending ? 'pending' : 'error'}
          empty=""
          onRetry={() => void settings.refetch()}
        />
      )}
    </>
  );
}
