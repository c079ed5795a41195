import { InfoCircleOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Empty, Row, Skeleton, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { Account } from 'shared-sdk';
import { useAccounts } from 'shared-sdk';
import { ListPage, useWorkspaceAccess } from 'shared-sdk/react';
import { useAccountLimit } from '../api/check-account-limit';
import { useQrLauncher } from '../hooks/use-qr-launcher';
import { useViewMode } from '../hooks/use-view-mode';
import { ACCOUNT_TEXTS as T } from '../texts';
import { failureText, filterAccounts, type StatusFilter } from '../utils/account-rules';
import { AccountCardContainer, AccountRowContainer } from './account-card-container';
import { AccountsToolbar } from './accounts-toolbar';
import { AddAccountModal } from './add-account-modal';
import { AiConfigModal } from './ai-config-modal';
import { EditAccountModal } from './edit-account-modal';
import { QrLoginModal } from './qr-login-modal';

const GRID = { xs: 24, md: 12, xl: 8 } as const;

/**
 * /accounts: the user's Zalo accounts as cards or as a compact list, searchable and filtered by status, with the
 * add, edit, QR login and AI modals.
 */
export function AccountsPage() {
  const accounts = useAccounts();
  // An AGENT works with the accounts given to them: adding and deleting are the OWNER's and ADMINs'.
  const manager = useWorkspaceAccess().role !== 'AGENT';
  const limit = useAccountLimit(manager);
  const overLimit = limit.data?.canAdd === false;
  const qr = useQrLauncher();
  const [adding, setAdding] = useState(false);
  const [params, setParams] = useSearchParams();
  const [aiFor, setAiFor] = useState<Account | null>(null);
  const [editing, setEditing] = useState<Account | null>(null);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [view, setView] = useViewMode();
  const all = accounts.data;
  const list = useMemo(() => filterAccounts(all ?? [], { search, status }), [all, search, status]);
  const total = all?.length ?? 0;
  // The account being edited, as the list has it now (it may have changed behind the dialog).
  const editTarget = editing && (all?.find((account) => account.id === editing.id) ?? null);
  const itemProps = (account: Account) => ({
    account,
    qrChecking: qr.checkingId === account.id,
    onOpenQr: (target: Account, options?: { force?: boolean }) => void qr.open(target, options),
    onOpenAi: setAiFor,
    onEdit: setEditing,
  });

  // The dashboard's 'Thêm tài khoản' opens /accounts?add=1: open the dialog, then drop the parameter.
  useEffect(() => {
    if (params.get('add') !== '1') return;
    setAdding(true);
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.delete('add');
        return updated;
      },
      { replace: true },
    );
  }, [params, setParams]);

  return (
    <ListPage
      title={T.title}
      subtitle={T.subtitle}
      actions={
        <>
          <Button icon={<ReloadOutlined />} loading={accounts.isFetching && !accounts.isPending} onClick={() => void accounts.refetch()}>
            {T.refresh}
          </Button>
          {manager ? (
            <Button type="primary" icon={<PlusOutlined />} disabled={overLimit} onClick={() => setAdding(true)}>
              {T.add}
            </Button>
          ) : (
            <Typography.Text type="secondary" data-testid="accounts-managers-only">
              <InfoCircleOutlined /> {T.managersOnly}
            </Typography.Text>
          )}
        </>
      }
    >

      {manager && overLimit && limit.data && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          data-testid="account-limit-notice"
          title={limit.data.reason || T.limitReached}
          description={
            <>
              {T.usage(limit.data.used, limit.data.limit)} · <Link to="/subscription">{T.upgrade}</Link>
            </>
          }
        />
      )}

      {accounts.isError && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={failureText(accounts.error, T.loadFailed, T.loadNetworkError)}
          action={
            <Button type="link" size="small" onClick={() => void accounts.refetch()}>
              {T.retry}
            </Button>
          }
        />
      )}

      {!accounts.isPending && total > 0 && (
        <AccountsToolbar accounts={all ?? []} shown={list.length} search={search} status={status} view={view} onSearch={setSearch} onStatus={setStatus} onView={setView} />
      )}

      {accounts.isPending ? (
        <Row gutter={[16, 16]}>
          {[0, 1, 2].map((key) => (
            <Col key={key} {...GRID}>
              <Card>
                <Skeleton avatar active paragraph={{ rows: 4 }} />
              </Card>
            </Col>
          ))}
        </Row>
      ) : total === 0 ? (
        !accounts.isError && (
          <Card>
            <Empty description={T.empty}>
              <Typography.Paragraph type="secondary">{manager ? T.emptyHint : T.agentEmptyHint}</Typography.Paragraph>
              {manager && (
                <Button type="primary" icon={<PlusOutlined />} disabled={overLimit} onClick={() => setAdding(true)}>
                  {T.addFirst}
                </Button>
              )}
            </Empty>
          </Card>
        )
      ) : list.length === 0 ? (
        <Card>
          <Empty description={T.noMatch}>
            <Button
              onClick={() => {
                setSearch('');
                setStatus('all');
              }}
            >
              {T.clearFilters}
            </Button>
          </Empty>
        </Card>
      ) : view === 'list' ? (
        <Card styles={{ body: { paddingBlock: 4 } }}>
          <div role="list" aria-label={T.title}>
            {list.map((account) => (
              <AccountRowContainer key={account.id} {...itemProps(account)} />
            ))}
          </div>
        </Card>
      ) : (
        <Row gutter={[16, 16]} align="stretch">
          {list.map((account) => (
            <Col key={account.id} {...GRID}>
              <AccountCardContainer {...itemProps(account)} />
            </Col>
          ))}
        </Row>
      )}

      {adding && manager && <AddAccountModal onClose={() => setAdding(false)} />}
      {qr.target && (
        <QrLoginModal
          key={qr.target.id}
          accountId={qr.target.id}
          displayName={qr.target.displayName}
          onSuccess={() => qr.target && qr.succeeded(qr.target.id)}
          onClose={qr.close}
        />
      )}
      {aiFor && <AiConfigModal accountId={aiFor.id} displayName={aiFor.displayName} onClose={() => setAiFor(null)} />}
      {editTarget && <EditAccountModal key={editTarget.id} account={editTarget} onClose={() => setEditing(null)} />}
    </ListPage>
  );
}
