import { PlusOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import type { FriendTagRef } from 'shared-sdk';
import { TagMenu } from '../../../components/tag-menu';

export interface AddTagDropdownProps {
  /** The tags the friend does not have yet. */
  tags: FriendTagRef[];
  /** The user has no tag at all (else a friend without missing tags has them all). */
  noTags?: boolean;
  onAdd: (tag: FriendTagRef) => void;
}

export const ADD_TAG_TEXTS = {
  noTags: 'Chưa có tag nào: tạo tag ở mục Quản lý tag',
  hasAll: 'Bạn bè này đã có tất cả tag',
} as const;

/** 'Thêm tag': a menu of the tags a friend can still get; when there is none, it says why. */
export function AddTagDropdown({ tags, noTags = false, onAdd }: AddTagDropdownProps) {
  const reason = tags.length > 0 ? null : noTags ? ADD_TAG_TEXTS.noTags : ADD_TAG_TEXTS.hasAll;
  const button = (
    <Button size="small" type="dashed" icon={<PlusOutlined />} disabled={reason !== null}>
      Thêm tag
    </Button>
  );
  if (reason) {
    // A disabled button gets no pointer events: the tooltip sits on a wrapper.
    return (
      <Tooltip title={reason}>
        <span title={reason} style={{ display: 'inline-block', cursor: 'not-allowed' }}>{button}</span>
      </Tooltip>
    );
  }
  return (
    <TagMenu tags={tags} onPick={onAdd}>
      {button}
    </TagMenu>
  );
}
