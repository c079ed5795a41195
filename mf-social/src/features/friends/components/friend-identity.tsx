import { Flex, Typography } from 'antd';
import { FriendAvatar } from './friend-avatar';

/** The friend column and card header: initials avatar, display name and the user id. */
export function FriendIdentity({ displayName, userId }: { displayName: string; userId: string }) {
  return (
    <Flex gap={8} align="center" style={{ minWidth: 0 }}>
      <FriendAvatar name={displayName} />
      <Flex vertical style={{ minWidth: 0 }}>
        <Typography.Text strong ellipsis>
          {displayName}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }} ellipsis>
          {userId}
        </Typography.Text>
      </Flex>
    </Flex>
  );
}
