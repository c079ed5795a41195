import { Button, Dropdown } from 'antd';
import { useState } from 'react';
import { exportsApi } from '../api/exports';
import { errorMessage } from '../http/api-error';
import { EXPORT_MESSAGES, type ExportFormat } from '../schemas/exports';
import { useToasts } from './use-toasts';

export const EXPORT_MENU_TEXTS = {
  button: 'Xuất file',
  xlsx: 'Xuất Excel (.xlsx)',
  csv: 'Xuất CSV (.csv)',
} as const;

/**
 * Opens `url` as a download: the server answers it with `Content-Disposition: attachment`, so the browser streams
 * the file to disk and the page never holds it.
 */
export function startDownload(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
}

export interface ExportMenuProps {
  /** The export's path below /api/v1 (shared-sdk's `exportPaths`). */
  path: string;
  disabled?: boolean;
  size?: 'small' | 'middle';
}

/**
 * 'Xuất file': Excel or CSV of a whole list (a job's recipient log, a phone list's numbers, a shared list's
 * members), however long. It asks the server for a download link, then lets the browser download it.
 */
export function ExportMenu({ path, disabled, size = 'middle' }: ExportMenuProps) {
  const toasts = useToasts();
  const [busy, setBusy] = useState(false);

  async function exportAs(format: ExportFormat) {
    setBusy(true);
    try {
      const link = await exportsApi.downloadLink(path, format);
      startDownload(link.url);
    } catch (error) {
      toasts.error(errorMessage(error, EXPORT_MESSAGES.failed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dropdown
      trigger={['click']}
      disabled={disabled || busy}
      menu={{
        items: [
          { key: 'xlsx', label: EXPORT_MENU_TEXTS.xlsx },
          { key: 'csv', label: EXPORT_MENU_TEXTS.csv },
        ],
        onClick: ({ key }) => void exportAs(key as ExportFormat),
      }}
    >
      <Button size={size} loading={busy} disabled={disabled}>
        {EXPORT_MENU_TEXTS.button}
      </Button>
    </Dropdown>
  );
}
