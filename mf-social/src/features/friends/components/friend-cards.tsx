import { Col, Flex, Row, Spin } from 'antd';
import { friendKey } from '../utils/friend-selection';
import { FriendCard } from './friend-card';
import type { FriendsViewProps } from './friends-table';
import { SelectAllCheckbox } from './select-all-checkbox';

/** The cards view: the select-all checkbox, then one card per friend. */
export function FriendCards({ friends, accountNames, allTags, isSelected, onSelect, selectAll, onToggleTag, loading, empty }: FriendsViewProps) {
  return (
    <Spin spinning={Boolean(loading)}>
      <Flex vertical gap={12}>
        <SelectAllCheckbox {...selectAll} label="Chọn tất cả" />
        {friends.length === 0 && !loading ? (
          empty
        ) : (
          <Row gutter={[12, 12]}>
            {friends.map((friend) => (
              <Col key={friendKey(friend)} xs={24} sm={12} lg={8} xl={6}>
                <FriendCard
                  friend={friend}
                  accountName={accountNames.get(friend.accountId) ?? ''}
                  allTags={allTags}
                  selected={isSelected(friend)}
                  onSelect={(selected) => onSelect(friend, selected)}
                  onToggleTag={onToggleTag}
                />
              </Col>
            ))}
          </Row>
        )}
      </Flex>
    </Spin>
  );
}
