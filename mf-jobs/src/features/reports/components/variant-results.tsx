import { Flex, Table, type TableColumnsType, Tag, Typography } from 'antd';
import type { ReportJobVariant } from 'shared-sdk';
import { formatCount, formatRate, REPORT_TEXTS as T } from '../texts';
import { variantVerdict } from '../utils/variants';

export interface VariantResultsProps {
  jobTitle: string;
  variants: ReportJobVariant[];
}

/** A job's variants A…E: sends, replies and reply rate each, the leader marked with its sample, or why there is none. */
export function VariantResults({ jobTitle, variants }: VariantResultsProps) {
  const verdict = variantVerdict(variants);
  const leader = verdict.kind === 'leader' ? verdict.variant.variant : null;
  const columns: TableColumnsType<ReportJobVariant> = [
    {
      title: T.colVariant,
      dataIndex: 'variant',
      render: (letter: string, row) => (
        <Flex gap={8} align="center" wrap>
          <Typography.Text strong>{T.variantName(letter)}</Typography.Text>
          {letter === leader && (
            <>
              <Tag color="green">{T.leader}</Tag>
              <Typography.Text type="secondary">{T.leaderSample(row.sent)}</Typography.Text>
            </>
          )}
        </Flex>
      ),
    },
    { title: T.colSent, dataIndex: 'sent', align: 'right', render: formatCount },
    { title: T.colReplied, dataIndex: 'replied', align: 'right', render: formatCount },
    { title: T.colRate, dataIndex: 'replyRate', align: 'right', render: (rate: number, row) => (row.sent > 0 ? formatRate(rate) : '—') },
  ];
  return (
    <Flex vertical gap={8} style={{ maxWidth: 640 }}>
      {/* On its own in a box: antd indents a nested table that is its box's only child, with or without the line below. */}
      <div>
        <Table<ReportJobVariant>
          aria-label={`${T.variants}: ${jobTitle}`}
          size="small"
          rowKey="variant"
          columns={columns}
          dataSource={variants}
          pagination={false}
          scroll={{ x: 'max-content' }}
        />
      </div>
      {verdict.kind === 'not-enough' && (
        <Typography.Text type="warning">
          {T.notEnoughData} · {T.sampleSize(verdict.smallest)}
        </Typography.Text>
      )}
      {verdict.kind === 'tie' && (
        <Typography.Text type="secondary">
          {T.noLeader} · {T.sampleSize(verdict.smallest)}
        </Typography.Text>
      )}
    </Flex>
  );
}
