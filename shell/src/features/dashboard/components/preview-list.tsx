import { Card, Empty, Flex, Skeleton, type SkeletonProps } from 'antd';
import type { ReactNode } from 'react';
import { DASHBOARD_TEXTS as T } from '../texts';

/** What the page knows of a preview card's list. */
export interface PreviewState {
  loading?: boolean;
  /** The list could not be loaded (the page shows the error banner). */
  failed?: boolean;
}

export interface PreviewCardProps extends PreviewState {
  title: string;
  /** The card's header link. */
  extra: ReactNode;
  /** The skeleton's shape while loading. */
  skeleton: Pick<SkeletonProps, 'avatar' | 'paragraph'>;
  /** What an empty list shows. */
  empty: ReactNode;
  /** The rows shown (`PreviewRow`s). */
  rows: ReactNode[];
}

/** A dashboard card listing a few items: a skeleton while loading, a short note when it failed, `empty` without rows. */
export function PreviewCard({ title, extra, loading, failed, skeleton, empty, rows }: PreviewCardProps) {
  return (
    <Card title={title} extra={extra} style={{ height: '100%' }}>
      {loading ? (
        <Skeleton active {...skeleton} title={false} />
      ) : failed ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={T.errorDescription} />
      ) : rows.length === 0 ? (
        empty
      ) : (
        <PreviewList label={title}>{rows}</PreviewList>
      )}
    </Card>
  );
}

/** A plain list of rows for the dashboard cards (antd's List is deprecated in v6). */
export function PreviewList({ children, label }: { children: ReactNode; label: string }) {
  return (
    <ul aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {children}
    </ul>
  );
}

export function PreviewRow({ children, testId, first }: { children: ReactNode; testId: string; first: boolean }) {
  return (
    <li data-testid={testId} style={{ padding: '10px 0', borderTop: first ? undefined : '1px solid rgba(5, 5, 5, 0.06)' }}>
      <Flex justify="space-between" align="center" gap={12}>
        {children}
      </Flex>
    </li>
  );
}
