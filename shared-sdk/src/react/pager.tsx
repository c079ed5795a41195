import { Button, Flex, Typography } from 'antd';

export interface PagerProps {
  page: number;
  totalPages: number;
  disabled?: boolean;
  onChange: (page: number) => void;
  /** Accessible name of the navigation, e.g. 'Phân trang proxy'. */
  label: string;
  previousText: string;
  nextText: string;
  /** Draw nothing when everything fits on one page. */
  hideSinglePage?: boolean;
}

/** 'Trang x / y' between a previous and a next button, each disabled at its end. */
export function Pager({ page, totalPages, disabled, onChange, label, previousText, nextText, hideSinglePage }: PagerProps) {
  if (hideSinglePage && totalPages <= 1) return null;
  const last = Math.max(1, totalPages);
  return (
    <Flex component="nav" aria-label={label} justify="center" align="center" gap={12}>
      <Button disabled={disabled || page <= 1} onClick={() => onChange(page - 1)}>
        {previousText}
      </Button>
      <Typography.Text aria-live="polite">{`Trang ${page} / ${last}`}</Typography.Text>
      <Button disabled={disabled || page >= last} onClick={() => onChange(page + 1)}>
        {nextText}
      </Button>
    </Flex>
  );
}
