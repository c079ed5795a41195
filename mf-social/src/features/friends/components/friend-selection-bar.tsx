import { SendOutlined } from '@ant-design/icons';
import { Alert, Button, Flex } from 'antd';

export interface FriendSelectionBarProps {
  count: number;
  accountCount: number;
  onMessage: () => void;
  onClear: () => void;
}

/** Shown while friends are selected (spec part 2 §2): 'Gửi tin nhắn' and 'Bỏ chọn'. */
export function FriendSelectionBar({ count, accountCount, onMessage, onClear }: FriendSelectionBarProps) {
  return (
    <Alert
      type="info"
      role="region"
      aria-label="Bạn bè đã chọn"
      title={`Đã chọn ${count} bạn bè từ ${accountCount} tài khoản`}
      action={
        <Flex gap={8}>
          <Button type="primary" size="small" icon={<SendOutlined />} onClick={onMessage}>
            Gửi tin nhắn
          </Button>
          <Button size="small" onClick={onClear}>
            Bỏ chọn
          </Button>
        </Flex>
      }
    />
  );
}
