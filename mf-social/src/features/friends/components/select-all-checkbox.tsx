import { Checkbox } from 'antd';

export interface SelectAllCheckboxProps {
  checked: boolean;
  indeterminate: boolean;
  onToggle: () => void;
  label?: string;
}

/** Selects every filtered friend; indeterminate while only some friends are selected. */
export function SelectAllCheckbox({ checked, indeterminate, onToggle, label }: SelectAllCheckboxProps) {
  return (
    <Checkbox
      aria-label="Chọn tất cả bạn bè đã lọc"
      aria-checked={indeterminate ? 'mixed' : checked}
      checked={checked} indeterminate={indeterminate} onChange={onToggle}>
      {label}
    </Checkbox>
  );
}
