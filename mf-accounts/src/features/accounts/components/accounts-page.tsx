import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Empty, Flex, Row, Skeleton, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { Account } from 'shared-sdk';
import { useAccounts } from 'shared-sdk';
import { useAccountLimit } from '../api/check-account-limit';
import { useQrLauncher } from '../hooks/use-qr-launcher';
import { ACCOUNT_TEXTS as T } from '../texts';
import { failureText } from '../utils/account-rules';
import { AccountCardContainer } from './account-card-container';
import { AddAccountModal } from './add-account-modal';
import { AiConfigModal } from './ai-config-modal';
import { QrLoginModal } from './qr-login-modal';

const GRID = { xs: 24, md: 12, xl: 8 } as const;

/** /accounts: the user's Zalo accounts as cards, with the add, QR login and AI modals (spec part 1 §2). */
export function AccountsPage() {
  const accounts = useAccounts();
  const limit = useAccountLimit();
  const overLimit = limit.data?.canAdd === false;
  const qr = useQrLauncher();
  const [adding, setAdding] = useState(false);
  const [params, setParams] = useSearchParams();
  const [aiFor, setAiFor] = useState<Account | null>(null);
  const list = accounts.data ?? [];

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
    <section aria-labelledby="page-title">
      <Flex justify="space-between" align="flex-start" gap={16} wrap>
        <div>
          <Typography.Title id="page-title" level={2} style={{ marginTop: 0, marginBottom: 4 }}>
            {T.title}
          </Typography.Title>
          <Typography.Paragraph type="secondary">{T.subtitle}</Typography.Paragraph>
        </div>
        <Flex gap={8}>
          <Button icon={<ReloadOutlined />} loading={accounts.isFetching && !accounts.isPending} onClick={() => void accounts.refetch()}>
            {T.refresh}
          </Button>
          <Button type="primary" icon={<PlusOutlined />} disabled={overLimit} onClick={() => setAdding(true)}>
            {T.add}
          </Button>
        </Flex>
      </Flex>

      {overLimit && limit.data && (
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
      ) : list.length === 0 ? (
        !accounts.isError && (
          <Card>
            <Empty description={T.empty}>
              <Typography.Paragraph type="secondary">{T.emptyHint}</Typography.Paragraph>
              <Button type="primary" icon={<PlusOutlined />} disabled={overLimit} onClick={() => setAdding(true)}>
                {T.addFirst}
              </Button>
            </Empty>
          </Card>
        )
      ) : (
        <Row gutter={[16, 16]} align="stretch">
          {list.map((account) => (
            <Col key={account.id} {...GRID}>
              <AccountCardContainer
                account={account}
                qrChecking={qr.checkingId === account.id}
                onOpenQr={(target, options) => void qr.open(target, options)}
                onOpenAi={setAiFor}
              />
            </Col>
          ))}
        </Row>
      )}

      {adding && <AddAccountModal onClose={() => setAdding(false)} />}
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
    </section>
  );
}
