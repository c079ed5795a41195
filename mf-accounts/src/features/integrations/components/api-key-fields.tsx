import { DatePicker, Form, Input, Radio, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { type Account, API_KEY_SCOPE_LABELS, API_KEY_SCOPES, type ApiKeyScope, appToday, datetimeLocalToIso, INTEGRATION_MESSAGES } from 'shared-sdk';
import { INTEGRATION_TEXTS as T } from '../texts';

/** What the key dialogs' forms hold. */
export interface KeyValues {
  name: string;
  scope: ApiKeyScope;
  accountIds: string[];
  expiresOn: Dayjs | null;
}

/** A day chosen in the picker as the last minute of that Vietnamese day (the key works through it). */
export const expiryOf = (day: Dayjs | null) => (day ? datetimeLocalToIso(`${day.format('YYYY-MM-DD')}T23:59`) : null);

/** A key's name, scope (with what it allows), accounts and expiry: the fields of 'Tạo khóa API' and 'Sửa khóa API'. */
export function ApiKeyFields({ scope, accounts }: { scope: ApiKeyScope | undefined; accounts: readonly Account[] | undefined }) {
  const today = appToday();
  return (
    <>
      <Form.Item
        name="name"
        label={T.keyName}
        rules={[
          { required: true, whitespace: true, message: INTEGRATION_MESSAGES.keyNameRequired },
          { max: 80, message: INTEGRATION_MESSAGES.keyNameTooLong },
        ]}
      >
        <Input autoComplete="off" placeholder={T.keyNamePlaceholder} maxLength={80} />
      </Form.Item>
      <Form.Item name="scope" label={T.keyScope} extra={scope ? T.scopeHelp[scope] : undefined}>
        <Radio.Group optionType="button" options={API_KEY_SCOPES.map((value) => ({ value, label: API_KEY_SCOPE_LABELS[value] }))} />
      </Form.Item>
      <Form.Item name="accountIds" label={`${T.keyAccounts} ${T.optional}`} extra={T.accountsHelp}>
        <Select
          mode="multiple"
          placeholder={T.accountsPlaceholder}
          options={(accounts ?? []).map((account) => ({ value: account.id, label: account.displayName }))}
          optionFilterProp="label"
        />
      </Form.Item>
      <Form.Item name="expiresOn" label={`${T.expiryLabel} ${T.optional}`} extra={T.expiryHelp}>
        <DatePicker
          format="DD/MM/YYYY"
          inputReadOnly
          placeholder={T.expiryPlaceholder}
          disabledDate={(day) => day.format('YYYY-MM-DD') < today}
          style={{ width: '100%' }}
        />
      </Form.Item>
    </>
  );
}
