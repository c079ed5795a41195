import { Button, Flex, Typography } from 'antd';
import { PROXY_TEXTS } from '../texts';

export interface ProxiesPagerProps {
  page: number;
  totalPages: number;
  disabled?: boolean;
  onChange: (page: number) => void;
}

/** Previous / next paging of the card grid (spec part 1 §2). */
export function ProxiesPager({ page, totalPages, disabled, onChange }: ProxiesPagerProps) {
  if (totalPages <= 1) return null;
  return (
    <Flex component="nav" aria-label="Phân trang proxy" justify="center" align="center" gap={12}>
      <Button disabled={disabled || page <= 1} onClick={() => onChange(page - 1)}>
        ‹ {PROXY_TEXTS.previous}
      </Button>
      <Typography.Text aria-live="polite">{PROXY_TEXTS.page(page, totalPages)}</Typography.Text>
      <Button disabled={disabled || page >= totalPages} onClick={() => onChange(page + 1)}>
        {PROXY_TEXTS.next} ›
      </Button>
    </Flex>
  );
}
