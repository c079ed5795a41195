import { Form, Input, Modal, Segmented, Select } from 'antd';
import { useState } from 'react';
import { errorMessage } from 'shared-sdk';
import { useToasts } from 'shared-sdk/react';
import { useAddDoNotContact } from '../api/add-do-not-contact';
import { useFriendPicker } from '../api/search-friends';
import { DNC_TEXTS } from '../texts';

type Mode = 'phone' | 'friend';

export interface AddEntryDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Adds one phone number, or one of the user's stored friends (kept by their stable Zalo id), by hand. */
export function AddEntryDialog({ open, onClose }: AddEntryDialogProps) {
  const [mode, setMode] = useState<Mode>('phone');
  const [phone, setPhone] = useState('');
  const [friendId, setFriendId] = useState<string | undefined>();
  const [search, setSearch] = useState('');
  const toasts = useToasts();
  const add = useAddDoNotContact();
  const friends = useFriendPicker(search, open && mode === 'friend');

  const submit = async () => {
    try {
      const result = await add.mutateAsync(mode === 'phone' ? { phone } : { friendId });
      toasts.success(DNC_TEXTS.added(result.added));
      setPhone('');
      setFriendId(undefined);
      onClose();
    } catch (error) {
      toasts.error(errorMessage(error, DNC_TEXTS.addFailed));
    }
  };

  return (
    <Modal
      open={open}
      title={DNC_TEXTS.addTitle}
      okText={DNC_TEXTS.save}
      cancelText={DNC_TEXTS.cancel}
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={add.isPending}
      okButtonProps={{ disabled: mode === 'phone' ? !phone.trim() : !friendId }}
      destroyOnHidden
    >
      <Segmented<Mode>
        block
        value={mode}
        onChange={setMode}
        options={[
          { value: 'phone', label: DNC_TEXTS.addByPhone },
          { value: 'friend', label: DNC_TEXTS.addByFriend },
        ]}
        style={{ marginBottom: 16 }}
      />
      <Form layout="vertical">
        {mode === 'phone' ? (
          <Form.Item label={DNC_TEXTS.addByPhone} htmlFor="dnc-phone">
            <Input id="dnc-phone" value={phone} placeholder={DNC_TEXTS.phonePlaceholder} onChange={(event) => setPhone(event.target.value)} onPressEnter={() => void submit()} />
          </Form.Item>
        ) : (
          <Form.Item label={DNC_TEXTS.addByFriend} htmlFor="dnc-friend">
            <Select
              id="dnc-friend"
              showSearch
              filterOption={false}
              value={friendId}
              placeholder={DNC_TEXTS.friendPlaceholder}
              onSearch={setSearch}
              onChange={setFriendId}
              loading={friends.isFetching}
              options={(friends.data?.friends ?? []).map((friend) => ({
                value: friend.id,
                label: friend.phone ? `${friend.displayName} (${friend.phone})` : friend.displayName,
              }))}
            />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
