import { DeleteOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Popconfirm, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { DNC_SOURCE_LABELS, type DoNotContactEntry, formatDateTime } from 'shared-sdk';
import { CardList, useNarrowScreen } from 'shared-sdk/react';
import { DNC_TEXTS } from '../texts';
import { entryLines, entryName } from '../utils/entry';

export interface EntriesViewProps {
  entries: DoNotContactEntry[] | undefined;
  loading: boolean;
  /** Searching or filtering: an empty page is then not an empty list. */
  filtered: boolean;
  /** Absent where the person may not remove entries (an AGENT): no remove button. */
  onRemove?: (entry: DoNotContactEntry) => Promise<unknown>;
}

function RemoveButton({ entry, onRemove }: { entry: DoNotContactEntry; onRemove: EntriesViewProps['onRemove'] }) {
  if (!onRemove) return null;
  return (
    <Popconfirm title={DNC_TEXTS.confirmRemove} okText={DNC_TEXTS.remove} cancelText={DNC_TEXTS.cancel} onConfirm={() => onRemove(entry)}>
      <Button size="small" danger icon={<DeleteOutlined />} aria-label={`${DNC_TEXTS.remove} ${entryName(entry)}`}>
        {DNC_TEXTS.remove}
      </Button>
    </Popconfirm>
  );
}

function Contact({ entry }: { entry: DoNotContactEntry }) {
  const { main, detail } = entryLines(entry);
  return (
    <Flex vertical>
      <Typography.Text strong={Boolean(entry.displayName)}>{main}</Typography.Text>
      {detail && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {detail}
        </Typography.Text>
      )}
    </Flex>
  );
}

const kindLabel = (entry: DoNotContactEntry) => (entry.kind === 'phone' ? DNC_TEXTS.kindPhone : DNC_TEXTS.kindUser);

/** Phone width: one card per entry, its delete button on screen (a table would push it off to the right). */
/** An empty list says how it fills; an empty search only that nothing matched. */
function EmptyList({ filtered }: { filtered: boolean }) {
  return (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={filtered ? DNC_TEXTS.noMatch : DNC_TEXTS.empty}>
      {!filtered && (
        <Typography.Paragraph type="secondary" style={{ maxWidth: 520, margin: '0 auto' }}>
          {DNC_TEXTS.emptyHow}
        </Typography.Paragraph>
      )}
    </Empty>
  );
}

function EntryCards({ entries, loading, filtered, onRemove }: EntriesViewProps) {
  if (!loading && (!entries || entries.length === 0)) return <EmptyList filtered={filtered} />;
  return (
    <CardList
      label={DNC_TEXTS.list}
      items={entries ?? []}
      loading={loading}
      renderCard={(entry) => (
        <>
          <Flex justify="space-between" align="flex-start" gap={8}>
            <Contact entry={entry} />
            <RemoveButton entry={entry} onRemove={onRemove} />
          </Flex>
          <Flex gap={8} wrap align="center" style={{ marginTop: 8 }}>
            <Tag>{kindLabel(entry)}</Tag>
            <Tag>{DNC_SOURCE_LABELS[entry.source]}</Tag>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {DNC_TEXTS.colAddedAt} {formatDateTime(entry.createdAt)}
            </Typography.Text>
          </Flex>
        </>
      )}
    />
  );
}

function EntriesTable({ entries, loading, filtered, onRemove }: EntriesViewProps) {
  const columns: TableColumnsType<DoNotContactEntry> = [
    { title: DNC_TEXTS.colContact, key: 'contact', render: (_, entry) => <Contact entry={entry} /> },
    { title: DNC_TEXTS.colKind, dataIndex: 'kind', width: 150, render: (_, entry) => kindLabel(entry) },
    { title: DNC_TEXTS.colSource, dataIndex: 'source', width: 140, render: (_, entry) => <Tag>{DNC_SOURCE_LABELS[entry.source]}</Tag> },
    { title: DNC_TEXTS.colAddedAt, dataIndex: 'createdAt', width: 150, render: (_, entry) => formatDateTime(entry.createdAt) },
    ...(onRemove ? [{ key: 'actions', width: 90, render: (_: unknown, entry: DoNotContactEntry) => <RemoveButton entry={entry} onRemove={onRemove} /> }] : []),
  ];
  return (
    <Table<DoNotContactEntry>
      aria-label={DNC_TEXTS.list}
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={entries}
      loading={loading}
      locale={{ emptyText: <EmptyList filtered={filtered} /> }}
      pagination={false}
      scroll={{ x: 640 }}
    />
  );
}

/** The entries as a table, or as cards below 768 px. */
export function EntriesView(props: EntriesViewProps) {
  const narrow = useNarrowScreen();
  return narrow ? <EntryCards {...props} /> : <EntriesTable {...props} />;
}
