import { Alert, Button, Empty, Input, Select, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useAccounts } from 'shared-sdk';
import { useToasts } from 'shared-sdk/react';
import { useCancelSentRequests } from '../api/cancel-sent-requests';
import { useSentRequests } from '../api/get-sent-requests';
import {
  cancelOutcome,
  groupByAccount,
  SENT_REQUEST_STATUS_LABELS,
  SENT_REQUEST_TEXTS,
  sentRequestError,
  type SentRequestRow,
  type SentRequestSortField,
  sentRequestKey,
  statusLabel,
  viewSentRequests,
} from '../utils/sent-requests';

const ALL = '__all__';
const timeText = (iso: string) => new Date(iso).toLocaleString('vi-VN', { timeZone: 'Asia/Ho_Chi_Minh' });

/** Sent requests tab: pick none, all or one ACTIVE account; search, filter, sort, cancel. */
export function SentRequestsTab() {
  const toasts = useToasts();
  const accounts = useAccounts();
  const cancelRequests = useCancelSentRequests();
  const active = (accounts.data ?? []).filter((account) => account.status === 'ACTIVE');
  const [picked, setPicked] = useState<string | undefined>();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('');
  const [sortField, setSortField] = useState<SentRequestSortField>('dateSent');
  const [descending, setDescending] = useState(true);
  const [selected, setSelected] = useState<string[]>([]);
  const chosen = picked === ALL ? active : active.filter((account) => account.id === picked);
  const requests = useSentRequests(chosen);
  const rows = viewSentRequests(requests.data ?? [], { search, status, sortField, descending });

  const cancel = async (keys: string[]) => {
    if (keys.length === 0) return toasts.warning('Vui lòng chọn ít nhất một lời mời để hủy');
    // One call per account; each says what it did, a failed one why.
    const byAccount = [...groupByAccount(keys, requests.data ?? [])];
    const results = await cancelRequests.mutateAsync(byAccount);
    const outcome = cancelOutcome(results.map((result, index) => ({ accountName: active.find((account) => account.id === byAccount[index][0])?.displayName ?? '', result })));
    toasts[outcome.kind](outcome.text);
    if (outcome.kind !== 'error') setSelected((current) => current.filter((key) => !keys.includes(key)));
  };

  if (accounts.isSuccess && active.length === 0) return <Empty description="Không có tài khoản nào đang hoạt động" />;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap>
        <Select
          aria-label="Chọn tài khoản"
          placeholder="Chọn tài khoản"
          style={{ minWidth: 220 }}
          value={picked}
          onChange={(value) => {
            setPicked(value);
            setSelected([]);
          }}
          options={[{ value: ALL, label: 'Tất cả tài khoản' }, ...active.map((account) => ({ value: account.id, label: account.displayName }))]}
        />
        <Input.Search aria-label="Tìm lời mời" placeholder="Tìm theo tên hoặc lời nhắn" allowClear onChange={(event) => setSearch(event.target.value)} />
        <Select
          aria-label="Trạng thái"
          style={{ minWidth: 160 }}
          value={status}
          onChange={setStatus}
          options={[{ value: '', label: 'Tất cả trạng thái' }, ...Object.entries(SENT_REQUEST_STATUS_LABELS).map(([value, label]) => ({ value, label }))]}
        />
        <Select
          aria-label="Sắp xếp theo"
          style={{ minWidth: 150 }}
          value={sortField}
          onChange={setSortField}
          options={[
            { value: 'dateSent', label: 'Ngày gửi' },
            { value: 'displayName', label: 'Tên' },
            { value: 'status', label: 'Trạng thái' },
          ]}
        />
        <Button onClick={() => setDescending((value) => !value)}>{descending ? 'Giảm dần' : 'Tăng dần'}</Button>
        <Button disabled={chosen.length === 0} loading={requests.isFetching} onClick={() => void requests.refetch()}>
          Làm mới
        </Button>
        <Button danger disabled={selected.length === 0} onClick={() => void cancel(selected)}>
          {`Hủy ${selected.length} lời mời`}
        </Button>
      </Space>
      {chosen.length === 0 ? (
        <Empty description="Chọn tài khoản để xem lời mời kết bạn đã gửi" />
      ) : requests.isError ? (
        <Alert
          type="error"
          showIcon
          title={SENT_REQUEST_TEXTS.loadFailed}
          description={sentRequestError(requests.error, 'Không kết nối được máy chủ, vui lòng thử lại')}
          action={<Button onClick={() => requests.refetch()}>Thử lại</Button>}
        />
      ) : (
        // Wider than a phone: it scrolls in its own box, the page keeps its width.
        <div style={{ overflowX: 'auto', maxWidth: '100%' }}>
          <Table<SentRequestRow>
            rowKey={sentRequestKey}
            loading={requests.isLoading}
            dataSource={rows}
            locale={{ emptyText: <Empty description="Chưa có lời mời kết bạn nào" /> }}
            rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)), preserveSelectedRowKeys: false }}
            pagination={{ pageSize: 50, showSizeChanger: false }}
            columns={[
              {
                title: 'Người nhận',
                key: 'recipient',
                render: (_, row) => (
                  <span>
                    <Typography.Text strong>{row.displayName}</Typography.Text>
                    {row.zaloName && <Typography.Text type="secondary">{` (${row.zaloName})`}</Typography.Text>}
                    {picked === ALL && (
                      <>
                        <br />
                        <Typography.Text type="secondary">{row.accountName}</Typography.Text>
                      </>
                    )}
                  </span>
                ),
              },
              { title: 'Lời nhắn', key: 'message', render: (_, row) => <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: 0 }}>{row.message}</Typography.Paragraph> },
              { title: 'Trạng thái', key: 'status', render: (_, row) => statusLabel(row.status) },
              { title: 'Ngày gửi', key: 'dateSent', render: (_, row) => timeText(row.dateSent) },
              {
                title: 'Thao tác',
                key: 'actions',
                render: (_, row) => (
                  <Button size="small" danger aria-label={`Hủy lời mời ${row.displayName}`} onClick={() => void cancel([sentRequestKey(row)])}>
                    Hủy
                  </Button>
                ),
              },
            ]}
          />
        </div>
      )}
    </Space>
  );
}
