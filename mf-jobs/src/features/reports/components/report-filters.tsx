import { DatePicker, Flex, Segmented, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { type Account, appToday } from 'shared-sdk';
import { useNarrowScreen } from 'shared-sdk/react';
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
  const narrow = useNarrowScreen();
  const today = appToday();
  // Days after today (Asia/Ho_Chi_Minh) have nothing to report.
  const disabledDate = (day: Dayjs) => day.format('YYYY-MM-DD') > today;
  const accountOptions = [
    { value: ALL, label: T.allAccounts },
    ...(accounts ?? []).map((account) => ({ value: account.id, label: account.displayName })),
  ];
  return (
    <Flex gap={12} wrap align="center">
      <Segmented<RangePreset> aria-label={T.range} options={PRESETS} value={preset} onChange={onPreset} />
      {preset === 'custom' &&
        (narrow ? (
          // A phone has no room for the range picker's two months: one picker for each end, a month each.
          <Flex gap={8} wrap>
            <DatePicker
              aria-label={T.rangeStart}
              placeholder={T.rangeStart}
              format="DD/MM/YYYY"
              allowClear={false}
              inputReadOnly
              value={dayjs(range.from)}
              disabledDate={disabledDate}
              onChange={(day) => day && onCustomRange({ from: day.format('YYYY-MM-DD'), to: range.to })}
            />
            <DatePicker
              aria-label={T.rangeEnd}
              placeholder={T.rangeEnd}
              format="DD/MM/YYYY"
              allowClear={false}
              inputReadOnly
              value={dayjs(range.to)}
              disabledDate={disabledDate}
              onChange={(day) => day && onCustomRange({ from: range.from, to: day.format('YYYY-MM-DD') })}
            />
          </Flex>
        ) : (
          <DatePicker.RangePicker
            aria-label={T.customRange}
            placeholder={[T.rangeStart, T.rangeEnd]}
            format="DD/MM/YYYY"
            allowClear={false}
            inputReadOnly
            value={[dayjs(range.from), dayjs(range.to)]}
            disabledDate={disabledDate}
            onChange={(days) => {
              const [from, to] = days ?? [];
              if (from && to) onCustomRange({ from: from.format('YYYY-MM-DD'), to: to.format('YYYY-MM-DD') });
            }}
          />
        ))}
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
