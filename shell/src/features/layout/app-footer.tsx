import { Flex, Typography } from 'antd';
import { formatDateTime } from 'shared-sdk';
import { useDataUpdatedAt } from './use-data-updated-at';

export const FOOTER_TEXTS = {
  copyright: (year: number) => `© ${year} Zalo Manager. Bảo lưu mọi quyền.`,
  updatedAt: (time: string) => `Cập nhật lần cuối: ${time}`,
  notYet: '—',
} as const;

/** Copyright and the last-updated time: when the data on screen was last refreshed. */
export function AppFooter() {
  const updatedAt = useDataUpdatedAt();
  return (
    <Flex component="footer" justify="space-between" wrap gap={8} style={{ padding: '16px 24px' }}>
      <Typography.Text type="secondary">{FOOTER_TEXTS.copyright(new Date().getFullYear())}</Typography.Text>
      <Typography.Text type="secondary" data-testid="data-updated-at">
        {FOOTER_TEXTS.updatedAt(updatedAt > 0 ? formatDateTime(updatedAt) : FOOTER_TEXTS.notYet)}
      </Typography.Text>
    </Flex>
  );
}
