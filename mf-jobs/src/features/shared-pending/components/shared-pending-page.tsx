import { Alert, Button, Card, Empty, Flex, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ApiError, errorMessage, SHARED_LIST_MESSAGES, type SharedPendingList } from 'shared-sdk';
import { useToasts } from 'shared-sdk/react';
import { useDeleteSharedList } from '../api/delete-shared-list';
import { useSharedLists } from '../api/get-shared-lists';
import { SHARED_TEXTS } from '../texts';
import { ListDetailDialog } from './list-detail-dialog';
import { ListScheduleDialog } from './list-schedule-dialog';
import { SharedListOverview } from './shared-list-overview';
import { SharedListsTable } from './shared-lists-table';

/** /shared-pending, 'Kho chung': the member stores saved from pending friends, their members and member jobs. */
export function SharedPendingPage() {
  const lists = useSharedLists();
  const remove = useDeleteSharedList();
  const toasts = useToasts();
  const navigate = useNavigate();
  const [viewing, setViewing] = useState<SharedPendingList | null>(null);
  const [scheduling, setScheduling] = useState<SharedPendingList | null>(null);

  async function deleteList(list: SharedPendingList) {
    try {
      await remove.mutateAsync(list.id);
      toasts.success(SHARED_TEXTS.deleted);
    } catch (error) {
      toasts.error(errorMessage(error, SHARED_LIST_MESSAGES.deleteFailed));
    }
  }

  const items = lists.data ?? [];
  return (
    <section aria-labelledby="page-title">
      <Typography.Title id="page-title" level={2} style={{ marginTop: 0, marginBottom: 4 }}>
        {SHARED_TEXTS.title}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{SHARED_TEXTS.subtitle}</Typography.Paragraph>

      {lists.isError ? (
        <Alert
          type="error"
          showIcon
          title={SHARED_LIST_MESSAGES.loadErrorTitle}
          description={lists.error instanceof ApiError ? SHARED_LIST_MESSAGES.loadFailed : SHARED_LIST_MESSAGES.loadNetworkError}
          action={
            <Button size="small" onClick={() => void lists.refetch()}>
              {SHARED_TEXTS.retry}
            </Button>
          }
        />
      ) : (
        <Flex vertical gap={16}>
          <Card>
            {!lists.isPending && items.length === 0 ? (
              <Empty description={SHARED_TEXTS.empty}>
                <ol style={{ textAlign: 'left', maxWidth: 520, margin: '0 auto 12px', paddingInlineStart: 20 }} aria-label={SHARED_TEXTS.emptyHow}>
                  {SHARED_TEXTS.emptySteps.map((step) => (
                    <li key={step}>
                      <Typography.Text type="secondary">{step}</Typography.Text>
                    </li>
                  ))}
                </ol>
                <Link to="/groups">{SHARED_TEXTS.goToGroups}</Link>
              </Empty>
            ) : (
              <SharedListsTable
                lists={items}
                loading={lists.isPending}
                deletingId={remove.isPending ? remove.variables : null}
                onView={setViewing}
                onSchedule={setScheduling}
                onDelete={(list) => void deleteList(list)}
              />
            )}
          </Card>
          <SharedListOverview lists={items} />
        </Flex>
      )}

      <ListDetailDialog list={viewing} onClose={() => setViewing(null)} onJobCreated={() => navigate('/jobs?page=1')} />
      <ListScheduleDialog list={scheduling} onClose={() => setScheduling(null)} />
    </section>
  );
}
