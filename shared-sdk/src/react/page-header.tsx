import { Flex, Typography } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

export interface PageHeaderProps {
  /** The page's title (the `page-title` its section is labelled by). */
  title: ReactNode;
  /** What stands under the title: the subtitle, a hint. */
  children?: ReactNode;
  /** The buttons on the right (they wrap under the title on a narrow screen). */
  actions?: ReactNode;
  style?: CSSProperties;
}

/** The top of a list page: title and subtitle on the left, its actions on the right. */
export function PageHeader({ title, children, actions, style }: PageHeaderProps) {
  return (
    <Flex justify="space-between" align="flex-start" gap={16} wrap style={style}>
      <div>
        <Typography.Title id="page-title" level={2} style={{ marginTop: 0, marginBottom: 4 }}>
          {title}
        </Typography.Title>
        {children}
      </div>
      {actions}
    </Flex>
  );
}
