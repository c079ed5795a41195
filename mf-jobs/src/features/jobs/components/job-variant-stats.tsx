import { Flex, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { type JobVariantStats, VARIANT_MIN_SAMPLE } from 'shared-sdk';
import { JOB_TEXTS } from '../texts';

export interface JobVariantStatsTableProps {
  variants: JobVariantStats[];
}

const columns: TableColumnsType<JobVariantStats> = [
  {
    title: JOB_TEXTS.variant,
    key: 'variant',
    render: (_, stats) => (
      <Flex gap={4} align="center" wrap>
        <strong>{stats.variant}</strong>
        {stats.leader && <Tag color="green">{JOB_TEXTS.leader}</Tag>}
      </Flex>
    ),
  },
  { title: JOB_TEXTS.variantSent, dataIndex: 'sent', align: 'right' },
  { title: JOB_TEXTS.variantReplied, dataIndex: 'replied', align: 'right' },
  { title: JOB_TEXTS.variantRate, key: 'rate', align: 'right', render: (_, stats) => `${Math.round(stats.replyRate * 100)}%` },
];

/**
 * A job's variants (A/B): sent, replied and reply rate of each, the leader marked only when the server says
 * so (every variant has VARIANT_MIN_SAMPLE sends); before that, the sample it needs; past it with no leader, a tie.
 */
export function JobVariantStatsTable({ variants }: JobVariantStatsTableProps) {
  const enough = variants.every((stats) => stats.sent >= VARIANT_MIN_SAMPLE);
  const leads = variants.some((stats) => stats.leader);
  return (
    <Flex vertical gap={4} data-testid="job-variants">
      <Typography.Text strong>{JOB_TEXTS.variantsTitle}</Typography.Text>
      <Table<JobVariantStats>
        aria-label={JOB_TEXTS.variantsTitle}
        size="small"
        rowKey="variant"
        columns={columns}
        dataSource={variants}
        pagination={false}
        // The first words of each text on hover, to tell the variants apart.
        onRow={(stats) => ({ title: stats.message })}
      />
      {!leads && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {enough ? JOB_TEXTS.variantsTied : JOB_TEXTS.notEnoughData(VARIANT_MIN_SAMPLE)}
        </Typography.Text>
      )}
    </Flex>
  );
}
