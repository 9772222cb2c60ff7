import { useRef } from 'react';
import { DownloadIcon, UploadIcon } from 'lucide-react';
import { toast } from 'sonner';
import { settingsMessages as m } from '../../../../shared/messages/settings';
import { backupFileName, type UserSettings } from '../../../../shared/user-settings';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useExportBackup } from '../api/export-backup';
import { useImportBackup, type ImportResult } from '../api/import-backup';
import { InvalidBackupError } from '../lib/backup';

export function BackupPanel({
  userId,
  settings,
  onImported,
}: {
  userId: string;
  settings: UserSettings;
  onImported: (result: ImportResult) => void;
}) {
  const fileInput = useRef<HTMLInputElement>(null);
  const exporter = useExportBackup();
  const importer = useImportBackup(userId);

  const onExport = () =>
    exporter.mutate(settings, {
      onSuccess: () => toast.success(m.exported, { description: m.exportedText(backupFileName) }),
    });

  const onFile = (file: File | undefined) => {
    if (!file) return;
    importer.mutate(file, {
      onSuccess: (result) => {
        onImported(result);
        toast.success(m.imported, { description: m.importedText(result.favoritesRestored) });
      },
      onError: (error) => {
        toast.error(m.importFailed, {
          description: error instanceof InvalidBackupError ? m.invalidBackup : undefined,
        });
      },
      onSettled: () => {
        if (fileInput.current) fileInput.current.value = '';
      },
    });
  };

  return (
    <div className="grid gap-4">
      <div className="grid gap-1">
        <h2 className="font-semibold">{m.backupTitle}</h2>
        <p className="text-sm text-muted-foreground">{m.backupText}</p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button onClick={onExport} disabled={exporter.isPending}>
          {exporter.isPending ? <Spinner /> : <DownloadIcon />}
          {exporter.isPending ? m.exporting : m.export}
        </Button>
        <Button variant="outline" onClick={() => fileInput.current?.click()} disabled={importer.isPending}>
          {importer.isPending ? <Spinner /> : <UploadIcon />}
          {importer.isPending ? m.importing : m.import}
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept="application/json,.json"
          aria-label={m.chooseFile}
          className="sr-only"
          tabIndex={-1}
          onChange={(event) => onFile(event.target.files?.[0])}
        />
      </div>
      {importer.isError ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {importer.error instanceof InvalidBackupError ? m.invalidBackup : m.importFailed}
        </p>
      ) : null}
      <p className="text-xs text-muted-foreground">{m.backupNote}</p>
    </div>
  );
}
