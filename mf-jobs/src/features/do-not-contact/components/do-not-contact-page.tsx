import { DeleteOutlined, PlusCircleOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Input, Popconfirm, Select, Table, type TableColumnsType, Tag, Typography, Upload } from 'antd';
import { useState } from 'react';
import {
  DNC_PAGE_SIZE,
  DNC_SOURCE_LABELS,
  DNC_SOURCES,
  type DoNotContactEntry,
  type DoNotContactSource,
  errorMessage,
  formatDateTime,
} from 'shared-sdk';
import { Pager, useToasts } from 'shared-sdk/react';
import { useDoNotContactCounts, useDoNotContactList, useImportDoNotContact, useRemoveDoNotContact } from '../api/do-not-contact';
import { DNC_TEXTS } from '../texts';
import { AddEntryDialog } from './add-entry-dialog';
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

  const upload = async (file: File) => {
    try {
      const result = await importFile.mutateAsync(file);
      toasts.success(DNC_TEXTS.imported(result.added, result.alreadyListed, result.invalidCount));
      setPage(1);
    } catch (error) {
      toasts.error(errorMessage(error, DNC_TEXTS.importFailed));
    }
  };

  const removeEntry = async (entry: DoNotContactEntry) => {
    try {
      await remove.mutateAsync(entry.id);
      toasts.success(DNC_TEXTS.removed);
    } catch (error) {
      toasts.error(errorMessage(error, DNC_TEXTS.removeFailed));
    }
  };

  const columns: TableColumnsType<DoNotContactEntry> = [
    {
      title: DNC_TEXTS.colContact,
      key: 'contact',
      render: (_, entry) => (
        <>
          <div>{entry.displayName ?? entry.phone ?? entry.globalId}</div>
          {entry.displayName && <Typography.Text type="secondary">{entry.phone ?? entry.globalId}</Typography.Text>}
        </>
      ),
    },
    { title: DNC_TEXTS.colKind, dataIndex: 'kind', width: 150, render: (_, entry) => (entry.kind === 'phone' ? DNC_TEXTS.kindPhone : DNC_TEXTS.kindUser) },
    { title: DNC_TEXTS.colSource, dataIndex: 'source', width: 140, render: (_, entry) => <Tag>{DNC_SOURCE_LABELS[entry.source]}</Tag> },
    { title: DNC_TEXTS.colAddedAt, dataIndex: 'createdAt', width: 150, render: (_, entry) => formatDateTime(entry.createdAt) },
    {
      key: 'actions',
      width: 90,
      render: (_, entry) => (
        <Popconfirm title={DNC_TEXTS.confirmRemove} okText={DNC_TEXTS.remove} cancelText={DNC_TEXTS.cancel} onConfirm={() => removeEntry(entry)}>
          <Button size="small" danger icon={<DeleteOutlined />} aria-label={`${DNC_TEXTS.remove} ${entry.displayName ?? entry.phone ?? entry.globalId}`}>
            {DNC_TEXTS.remove}
          </Button>
        </Popconfirm>
      ),
    },
  ];

  const pagination = list.data?.pagination;
  return (
    <section aria-labelledby="page-title">
      <Flex justify="space-between" align="flex-start" gap={16} wrap style={{ marginBottom: 16 }}>
        <div>
          <Typography.Title id="page-title" level={2} style={{ marginTop: 0, marginBottom: 4 }}>
            {DNC_TEXTS.title}
          </Typography.Title>
          <Typography.Text type="secondary">{DNC_TEXTS.subtitle}</Typography.Text>
        </div>
        <Flex gap={8} wrap>
          <Upload
            accept=".xlsx,.xls"
            showUploadList={false}
            beforeUpload={(file) => {
              void upload(file);
              return false;
            }}
          >
            <Button icon={<UploadOutlined />} loading={importFile.isPending} title={DNC_TEXTS.importHint}>
              {DNC_TEXTS.import}
            </Button>
          </Upload>
          <Button type="primary" icon={<PlusCircleOutlined />} onClick={() => setAdding(true)}>
            {DNC_TEXTS.add}
          </Button>
        </Flex>
      </Flex>

      <Flex vertical gap={16}>
        <OptOutWordsCard />
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
          <Alert
            type="error"
            showIcon
            title={DNC_TEXTS.loadFailed}
            action={
              <Button size="small" onClick={() => void list.refetch()}>
                {DNC_TEXTS.retry}
              </Button>
            }
          />
        ) : (
          <Table<DoNotContactEntry>
            aria-label={DNC_TEXTS.list}
            rowKey="id"
            size="small"
            columns={columns}
            dataSource={list.data?.items}
            loading={list.isPending}
            locale={{ emptyText: DNC_TEXTS.empty }}
            pagination={false}
            scroll={{ x: 640 }}
          />
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
