import { FileExcelOutlined, PhoneOutlined } from '@ant-design/icons';
import { Button, Card, Col, Empty, Flex, Row, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { type PhoneList, useAccounts } from 'shared-sdk';
import { LoadFailedAlert, LoadingBlock, PageHeader, Pager, useToasts, useWorkspaceAccess } from 'shared-sdk/react';
import { useMyUserId } from '../api/get-me';
import { usePhoneLists } from '../api/get-phone-lists';
import { usePhoneListActions } from '../hooks/use-phone-list-actions';
import { PHONE_TEXTS } from '../texts';
import type { CardAction } from '../utils/list-status';
import { summaryOfPage } from '../utils/page-summary';
import { FriendRequestScheduleWizard } from './friend-request-schedule-wizard';
import { MessageScheduleDialog } from './message-schedule-dialog';
import { PhoneImportDialog } from './phone-import-dialog';
import { PhoneListCard } from './phone-list-card';
import { PhoneListDetailDialog } from './phone-list-detail-dialog';
import { PhoneListStatCards } from './phone-list-stat-cards';
import { SingleNumberDialog } from './single-number-dialog';

type OpenDialog =
  | { kind: 'import' }
  | { kind: 'single' }
  | { kind: 'details' | 'friendRequests' | 'messages'; list: PhoneList };

/** /phone-lists: summary, the lists as cards with their actions, paging and the five dialogs. */
export function PhoneListsPage() {
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const lists = usePhoneLists(page);
  const accounts = useAccounts();
  const toasts = useToasts();
  const reload = useCallback(() => void lists.refetch(), [lists]);
  const { act, busy, concurrentLimit } = usePhoneListActions(reload);
  // An AGENT deletes only the lists they imported (a list without a known creator stays).
  const agent = useWorkspaceAccess().role === 'AGENT';
  const myUserId = useMyUserId();
  const canDelete = (list: PhoneList) => !agent || (myUserId !== undefined && list.createdBy?.id === myUserId);

  useEffect(() => {
    if (accounts.isError) toasts.error(PHONE_TEXTS.accountsFailed);
  }, [accounts.isError, toasts]);

  const totalPages = lists.data?.pagination.totalPages ?? 1;
  // Fewer lists than before (one deleted on the last page): show the last page there is.
  useEffect(() => {
    if (!lists.isPlaceholderData && page > Math.max(1, totalPages)) setPage(Math.max(1, totalPages));
  }, [page, totalPages, lists.isPlaceholderData]);

  const onAction = (action: CardAction, list: PhoneList) => {
    if (action === 'details') setDialog({ kind: 'details', list });
    else if (action === 'scheduleFriendRequests') setDialog({ kind: 'friendRequests', list });
    else if (action === 'scheduleMessages') setDialog({ kind: 'messages', list });
    else act(action, list);
  };

  const phoneLists = lists.data?.phoneLists ?? [];
  const close = () => setDialog(null);

  return (
    <section aria-labelledby="page-title">
      <PageHeader
        title={PHONE_TEXTS.title}
        style={{ marginBottom: 16 }}
        actions={
          <Flex gap={8} wrap>
            <Button icon={<PhoneOutlined />} onClick={() => setDialog({ kind: 'single' })}>
              {PHONE_TEXTS.singleNumber}
            </Button>
            <Button type="primary" icon={<FileExcelOutlined />} onClick={() => setDialog({ kind: 'import' })}>
              {PHONE_TEXTS.importExcel}
            </Button>
          </Flex>
        }
      >
        <Typography.Text type="secondary">{PHONE_TEXTS.subtitle}</Typography.Text>
      </PageHeader>

      <Flex vertical gap={16}>
        <PhoneListStatCards stats={summaryOfPage(phoneLists, accounts.data)} />

        {lists.isError && !lists.data ? (
          <LoadFailedAlert title={PHONE_TEXTS.loadFailed} retryText={PHONE_TEXTS.retry} onRetry={reload} />
        ) : lists.isPending ? (
          <LoadingBlock />
        ) : phoneLists.length === 0 ? (
          <Card>
            <Empty description={PHONE_TEXTS.empty}>
              <Button type="primary" icon={<FileExcelOutlined />} onClick={() => setDialog({ kind: 'import' })}>
                {PHONE_TEXTS.importExcel}
              </Button>
            </Empty>
          </Card>
        ) : (
          <Row gutter={[16, 16]} role="list" aria-label={PHONE_TEXTS.list} style={{ opacity: lists.isPlaceholderData ? 0.6 : 1 }}>
            {phoneLists.map((list) => (
              <Col key={list.id} xs={24} md={12} xl={8} role="listitem">
                <PhoneListCard
                  list={list}
                  busy={busy && busy.id === list.id ? busy.action : null}
                  onAction={onAction}
                  onRunDue={reload}
                  concurrentLimit={concurrentLimit}
                  canDelete={canDelete(list)}
                />
              </Col>
            ))}
          </Row>
        )}

        <Pager
          page={page}
          totalPages={totalPages}
          disabled={lists.isPlaceholderData}
          onChange={setPage}
          label={PHONE_TEXTS.pager}
          previousText={PHONE_TEXTS.previous}
          nextText={PHONE_TEXTS.next}
          hideSinglePage
        />
      </Flex>

      {/* Each dialog mounts when opened and unmounts when closed, so it always opens fresh. */}
      {dialog?.kind === 'import' && <PhoneImportDialog open onClose={close} />}
      {dialog?.kind === 'single' && <SingleNumberDialog open onClose={close} />}
      {dialog?.kind === 'details' && <PhoneListDetailDialog open list={dialog.list} onClose={close} />}
      {dialog?.kind === 'friendRequests' && <FriendRequestScheduleWizard open list={dialog.list} onClose={close} />}
      {dialog?.kind === 'messages' && <MessageScheduleDialog open list={dialog.list} onClose={close} />}
    </section>
  );
}
