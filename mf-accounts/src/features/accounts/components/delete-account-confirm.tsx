import { type App, Typography } from 'antd';
import type { Account } from 'shared-sdk';
import { ACCOUNT_TEXTS as T } from '../texts';

/** What the confirmation says: the spec's question, which account, what is lost and what stays. */
export function DeleteAccountContent({ account, friends }: { account: Pick<Account, 'displayName' | 'zaloName'>; friends: number | null }) {
  return (
    <div data-testid="delete-account-content">
      <Typography.Paragraph strong>{T.deleteWhat(account.displayName, account.zaloName)}</Typography.Paragraph>
      <Typography.Text>{T.deleteLosesTitle}</Typography.Text>
      <ul style={{ margin: '4px 0 8px', paddingInlineStart: 20 }}>
        {T.deleteLoses(friends).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <Typography.Text type="secondary">{T.deleteKeeps}</Typography.Text>
    </div>
  );
}

/** Asks before deleting; `onConfirm` runs only on the danger button. */
export function confirmAccountDelete(
  modal: Pick<ReturnType<typeof App.useApp>['modal'], 'confirm'>,
  account: Pick<Account, 'displayName' | 'zaloName'>,
  friends: number | null,
  onConfirm: () => void,
): void {
  modal.confirm({
    title: T.deleteTitle,
    content: <DeleteAccountContent account={account} friends={friends} />,
    okText: T.delete,
    okButtonProps: { danger: true },
    cancelText: T.cancel,
    width: 520,
    onOk: onConfirm,
  });
}
