import { Flex, Space, Typography } from 'antd';
import type { ReactNode } from 'react';

export interface CardHeadingProps {
  title: string;
  /** The tags beside the title. */
  tags: ReactNode;
  /** On the right: what the card says or offers. */
  extra: ReactNode;
}

/** The first line of a job's or a schedule's card: its title in bold with its tags, and its extra on the right. */
export function CardHeading({ title, tags, extra }: CardHeadingProps) {
  return (
    <Flex justify="space-between" align="center" gap={8} wrap>
      <Space size={8} wrap>
        <Typography.Text strong style={{ fontSize: 16 }}>
          {title}
        </Typography.Text>
        {tags}
      </Space>
      {extra}
    </Flex>
  );
}
