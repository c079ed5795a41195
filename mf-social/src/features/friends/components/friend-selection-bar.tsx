import { SendOutlined, TagsOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';

export interface FriendSelectionBarProps {
  count: number;
  accountCount: number;
  /** Every friend of the filter is selected (a select-all of more than a page). */
  everyFiltered?: boolean;
  onMessage: () => void;
  /** Bulk tag assignment. */
  onTag: () => void;
  onClear: () => void;
}

/**
 * Shown while friends are selected: 'Gửi tin nhắn', 'Gán tag' and 'Bỏ chọn'. The text and the
 * buttons wrap under each other on a phone (an Alert's action column squeezed the text to one letter a line).
 */
export function FriendSelectionBar({ count, accountCount, everyFiltered, onMessage, onTag, onClear }: FriendSelectionBarProps) {
  const counted = count.toLocaleString('vi-VN');
  return (
    <Flex
      role="region"
      aria-label="Bạn bè đã chọn"
      wrap
      gap={8}
      align="center"
      justify="space-between"
      style={{ padding: '8px 12px', background: '#e6f4ff', border: '1px solid #91caff', borderRadius: 8 }}
    >
      <Typography.Text>
        {everyFiltered ? `Đã chọn tất cả ${counted} bạn bè theo bộ lọc, từ ${accountCount} tài khoản` : `Đã chọn ${counted} bạn bè từ ${accountCount} tài khoản`}
      </Typography.Text>
      <Flex gap={8} wrap>
        <Button type="primary" size="small" icon={<SendOutlined />} onClick={onMessage}>
          Gửi tin nhắn
        </Button>
        <Button size="small" icon={<TagsOutlined />} onClick={onTag}>
          Gán tag
        </Button>
        <Button size="small" onClick={onClear}>
          Bỏ chọn
        </Button>
      </Flex>
    </Flex>
  );
}
