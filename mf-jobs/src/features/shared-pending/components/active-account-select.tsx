import { Select } from 'antd';
import { useAccounts } from 'shared-sdk';
import { SHARED_TEXTS } from '../texts';

/** Only ACTIVE accounts may send (spec part 3 §6). A form control: value/onChange. */
export function ActiveAccountSelect({ value, onChange, id }: { value?: string; onChange?: (id: string) => void; id?: string }) {
  const accounts = useAccounts();
  const options = (accounts.data ?? [])
    .filter((account) => account.status === 'ACTIVE')
    .map((account) => ({ value: account.id, label: account.displayName }));
  return (
    <Select
      id={id}
      value={value}
      onChange={onChange}
      options={options}
      loading={accounts.isPending}
      placeholder={SHARED_TEXTS.accountPlaceholder}
      showSearch={{ optionFilterProp: 'label' }}
    />
  );
}
