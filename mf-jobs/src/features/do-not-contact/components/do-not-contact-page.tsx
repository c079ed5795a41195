import { PlusCircleOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Input, Select, Typography, Upload } from 'antd';
import { useState } from 'react';
import {
  DNC_PAGE_SIZE,
  DNC_SOURCE_LABELS,
  DNC_SOURCES,
  type DoNotContactEntry,
  type DoNotContactSource,
  errorMessage,
  PHONE_IMPORT_MAX_BYTES,
  PHONE_LIST_MESSAGES,
} from 'shared-sdk';
import { LoadFailedAlert, PageHeader, Pager, useToastedChange, useToasts, useWorkspaceAccess } from 'shared-sdk/react';
import { useDoNotContactCounts } from '../api/get-do-not-contact-counts';
import { useDoNotContactList } from '../api/get-do-not-contact-list';
import { useImportDoNotContact } from '../api/import-do-not-contact';
import { useRemoveDoNotContact } from '../api/remove-do-not-contact';
import { DNC_TEXTS } from '../texts';
import { AddEntryDialog } from './add-entry-dialog';
import { EntriesView } from './entries-view';
import { OptOutWordsCard } from './opt-out-words-card';

/** /do-not-contact: the list (search, source, paging), add by hand, Excel import, removal and the opt-out words. */
export function DoNotContactPage() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [source, setSource] = useState<DoNotContactSource | undefined>();
  const [adding, setAdding] = useState(false);
  const list = useDoNotContactList({ page, limit: DNC_PAGE_SIZE, search, source });
  const counts = useDoNotContactCounts();
  const importFile = useImportDoNotContact();
  const remove = useRemoveDoNotContact();
  const toasts = useToasts();
  const change = useToastedChange();
  // Adding stays open to every member; removing and the opt-out words are the OWNER's and ADMINs'.
  const manager = useWorkspaceAccess().role !== 'AGENT';

  const upload = async (file: File) => {
    // The server's own checks, said before the upload (the same texts as the phone lists' import).
    if (!/\.(xlsx|xls)$/i.test(file.name)) return toasts.error(PHONE_LIST_MESSAGES.notExcel);
    if (file.size > PHONE_IMPORT_MAX_BYTES) return toasts.error(PHONE_LIST_MESSAGES.tooBig);
    try {
      const result = await importFile.mutateAsync(file);
      const duplicates = Math.max(0, result.totalRows - result.invalidCount - result.added - result.alreadyListed);
      toasts.success(DNC_TEXTS.imported(result.added, result.alreadyListed, result.invalidCount, duplicates));
      setPage(1);
    } catch (error) {
      toasts.error(errorMessage(error, DNC_TEXTS.importFailed));
    }
  };

  const removeEntry = (entry: DoNotContactEntry) => change(() => remove.mutateAsync(entry.id), { done: DNC_TEXTS.removed, failed: DNC_TEXTS.removeFailed });

  const pagination = list.data?.pagination;
  return (
    <section aria-labelledby="page-title">
      <PageHeader
        title={DNC_TEXTS.title}
        style={{ marginBottom: 16 }}
        actions={
          <Flex gap={8} wrap>
            <Upload
              accept=".xlsx,.xls"
              showUploadList={false}
              beforeUpload={(file) => {
                void upload(file);
                return false;
              }}
            >
              <Button icon={<UploadOutlined />} loading={importFile.isPending}>
                {DNC_TEXTS.import}
              </Button>
            </Upload>
            <Button type="primary" icon={<PlusCircleOutlined />} onClick={() => setAdding(true)}>
              {DNC_TEXTS.add}
            </Button>
          </Flex>
        }
      >
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {DNC_TEXTS.subtitle}
        </Typography.Paragraph>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {DNC_TEXTS.importHint}
        </Typography.Text>
      </PageHeader>

      <Flex vertical gap={16}>
        <OptOutWordsCard readOnly={!manager} />
        {!manager && (
          <Alert type="info" showIcon title={DNC_TEXTS.managersOnly} data-testid="dnc-managers-only" />
        )}
        <Flex gap={8} wrap align="center">
          <Input.Search
            allowClear
            aria-label={DNC_TEXTS.search}
            placeholder={DNC_TEXTS.search}
            style={{ maxWidth: 360 }}
            onSearch={(value) => {
              setSearch(value.trim());
              setPage(1);
            }}
          />
          <Select<DoNotContactSource | ''>
            aria-label={DNC_TEXTS.filterSource}
            style={{ width: 180 }}
            value={source ?? ''}
            onChange={(value) => {
              setSource(value || undefined);
              setPage(1);
            }}
            options={[{ value: '', label: DNC_TEXTS.allSources }, ...DNC_SOURCES.map((value) => ({ value, label: DNC_SOURCE_LABELS[value] }))]}
          />
          {counts.data && <Typography.Text type="secondary">{DNC_TEXTS.total(counts.data.total, counts.data.phones, counts.data.people)}</Typography.Text>}
        </Flex>

        {list.isError && !list.data ? (
          <LoadFailedAlert title={DNC_TEXTS.loadFailed} retryText={DNC_TEXTS.retry} onRetry={() => void list.refetch()} />
        ) : (
          <EntriesView entries={list.data?.items} loading={list.isPending} filtered={Boolean(search || source)} onRemove={manager ? removeEntry : undefined} />
        )}
        <Pager
          page={page}
          totalPages={pagination?.totalPages ?? 1}
          disabled={list.isFetching}
          onChange={setPage}
          label={DNC_TEXTS.pager}
          previousText={DNC_TEXTS.previous}
          nextText={DNC_TEXTS.next}
          hideSinglePage
        />
      </Flex>
      <AddEntryDialog open={adding} onClose={() => setAdding(false)} />
    </section>
  );
}
