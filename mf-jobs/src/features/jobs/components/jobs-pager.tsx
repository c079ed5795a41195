import { Button, Flex, Typography } from 'antd';
import { JOB_TEXTS } from '../texts';

export interface JobsPagerProps {
  page: number;
  totalPages: number;
  disabled?: boolean;
  onChange: (page: number) => void;
}

/** 'Trang x / y' between Trước and Sau, each disabled at its end (spec part 3 §2). */
export function JobsPager({ page, totalPages, disabled, onChange }: JobsPagerProps) {
  const last = Math.max(1, totalPages);
  return (
    <Flex component="nav" aria-label={JOB_TEXTS.pager} justify="center" align="center" gap={12}>
      <Button disabled={disabled || page <= 1} onClick={() => onChange(page - 1)}>
        {JOB_TEXTS.previous}
      </Button>
      <Typography.Text aria-live="polite">{JOB_TEXTS.page(page, last)}</Typography.Text>
      <Button disabled={disabled || page >= last} onClick={() => onChange(page + 1)}>
        {JOB_TEXTS.next}
      </Button>
    </Flex>
  );
}
