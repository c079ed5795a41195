import { Checkbox } from 'antd';

export interface SelectAllCheckboxProps {
  checked: boolean;
  indeterminate: boolean;
  loading?: boolean;
  onToggle: () => void;
  label?: string;
}

/** Selects every filtered friend; indeterminate while only some friends are selected. */
export function SelectAllCheckbox({ checked, indeterminate, loading, onToggle, label }: SelectAllCheckboxProps) {
  return (
    <Checkbox
      aria-label="Chọn tất cả bạn bè đã lọc"
      aria-checked={indeterminate ? 'mixed' : checked}
      checked={checked} indeterminate={indeterminate} disabled={loading} onChange={onToggle}>
      {label}
    </Checkbox>
  );
}
