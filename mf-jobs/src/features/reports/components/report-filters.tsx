import { DatePicker, Flex, Segmented, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { type Account, appToday } from 'shared-sdk';
import { REPORT_TEXTS as T } from '../texts';
import type { DayRange, RangePreset } from '../utils/range';

export interface ReportFiltersProps {
  preset: RangePreset;
  range: DayRange;
  accountId?: string;
  accounts?: Account[];
  accountsLoading?: boolean;
  onPreset: (preset: RangePreset) => void;
  onCustomRange: (range: DayRange) => void;
  onAccount: (accountId: string | undefined) => void;
}

const PRESETS: Array<{ value: RangePreset; label: string }> = [
  { value: 'today', label: T.today },
  { value: 'week', label: T.week },
  { value: 'month', label: T.month },
  { value: 'custom', label: T.custom },
];

/** The 'all accounts' choice of the account select (a Select cannot hold undefined as a value). */
const ALL = '';

/** The range (today, 7 days, 30 days, or a custom one picked by day) and the account. */
export function ReportFilters({ preset, range, accountId, accounts, accountsLoading, onPreset, onCustomRange, onAccount }: ReportFiltersProps) {
  const today = appToday();
  const accountOptions = [
    { value: ALL, label: T.allAccounts },
    ...(accounts ?? []).map((account) => ({ value: account.id, label: account.displayName })),
  ];
  return (
    <Flex gap={12} wrap align="center">
      <Segmented<RangePreset> aria-label={T.range} options={PRESETS} value={preset} onChange={onPreset} />
      {preset === 'custom' && (
        <DatePicker.RangePicker
          aria-label={T.customRange}
          placeholder={[T.rangeStart, T.rangeEnd]}
          format="DD/MM/YYYY"
          allowClear={false}
          inputReadOnly
          value={[dayjs(range.from), dayjs(range.to)]}
          // Days after today (Asia/Ho_Chi_Minh) have nothing to report.
          disabledDate={(day: Dayjs) => day.format('YYYY-MM-DD') > today}
          onChange={(days) => {
            const [from, to] = days ?? [];
            if (from && to) onCustomRange({ from: from.format('YYYY-MM-DD'), to: to.format('YYYY-MM-DD') });
          }}
        />
      )}
      <Select
        aria-label={T.account}
        showSearch={{ optionFilterProp: 'label' }}
        loading={accountsLoading}
        options={accountOptions}
        value={accountId ?? ALL}
        onChange={(value: string) => onAccount(value === ALL ? undefined : value)}
        style={{ minWidth: 200 }}
      />
    </Flex>
  );
}
