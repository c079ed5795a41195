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

export interface ListPageProps {
  title: ReactNode;
  /** The grey line under the title. */
  subtitle: ReactNode;
  /** The page's buttons, side by side on the right (wrapping on a narrow screen). */
  actions: ReactNode;
  children: ReactNode;
}

/** A list page: its section, labelled by its title, with the header (subtitle and buttons) above the page's content. */
export function ListPage({ title, subtitle, actions, children }: ListPageProps) {
  return (
    <section aria-labelledby="page-title">
      <PageHeader
        title={title}
        style={{ marginBottom: 16 }}
        actions={
          <Flex gap={8} wrap>
            {actions}
          </Flex>
        }
      >
        <Typography.Text type="secondary">{subtitle}</Typography.Text>
      </PageHeader>
      {children}
    </section>
  );
}
