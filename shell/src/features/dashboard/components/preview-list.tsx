import { Flex } from 'antd';
import type { ReactNode } from 'react';

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
