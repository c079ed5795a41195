import { Form, Input, Modal, Space } from 'antd';
import { useState } from 'react';
import { CreateFriendTagSchema, FRIEND_TAG_DEFAULT_COLOR, FRIEND_TAG_PALETTE, type FriendTagInput } from 'shared-sdk';
import * as v from 'valibot';

export interface TagFormValues {
  name: string;
  description: string;
  color: string;
}

export interface TagFormModalProps {
  open: boolean;
  /** Present when editing; the form starts from it. */
  initial?: TagFormValues;
  palette?: readonly string[];
  submitting?: boolean;
  /** Resolves true when saved; the modal then closes. */
  onSubmit: (input: FriendTagInput) => Promise<boolean>;
  onCancel: () => void;
}

const EMPTY: TagFormValues = { name: '', description: '', color: FRIEND_TAG_DEFAULT_COLOR };

/** Checks the form with the contract's schema; returns the payload or the first message per field. */
export function checkTagForm(values: TagFormValues): { ok: true; input: FriendTagInput } | { ok: false; errors: Record<string, string> } {
  const result = v.safeParse(CreateFriendTagSchema, { name: values.name, description: values.description || null, color: values.color });
  if (result.success) return { ok: true, input: result.output };
  const errors: Record<string, string> = {};
  for (const issue of result.issues) {
    const field = String(issue.path?.[0]?.key ?? 'name');
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** Create/edit friend tag modal (spec part 2 §2): name, description, a colour picked from the palette; reset on close. */
export function TagFormModal({ open, initial, palette = FRIEND_TAG_PALETTE, submitting, onSubmit, onCancel }: TagFormModalProps) {
  const [values, setValues] = useState<TagFormValues>(initial ?? EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // The form starts over on every opening, before the first keystroke; resetting in afterOpenChange
  // (after the opening animation) could wipe what a quick user already typed.
  const [openedWith, setOpenedWith] = useState(open);
  if (open !== openedWith) {
    setOpenedWith(open);
    setValues(initial ?? EMPTY);
    setErrors({});
  }
  const set = (patch: Partial<TagFormValues>) => setValues((current) => ({ ...current, ...patch }));
  const submit = async () => {
    const checked = checkTagForm(values);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    if (await onSubmit(checked.input)) onCancel();
  };
  return (
    <Modal
      open={open}
      title={initial ? 'Chỉnh sửa tag' : 'Tạo tag mới'}
      okText={initial ? 'Cập nhật' : 'Tạo tag'}
      cancelText="Hủy"
      confirmLoading={submitting}
      onOk={() => void submit()}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label="Tên tag" htmlFor="friend-tag-name" validateStatus={errors.name ? 'error' : undefined} help={errors.name}>
          <Input id="friend-tag-name" value={values.name} onChange={(event) => set({ name: event.target.value })} />
        </Form.Item>
        <Form.Item label="Mô tả" htmlFor="friend-tag-description" validateStatus={errors.description ? 'error' : undefined} help={errors.description}>
          <Input.TextArea id="friend-tag-description" value={values.description} onChange={(event) => set({ description: event.target.value })} />
        </Form.Item>
        <Form.Item label="Màu sắc">
          <Space wrap role="radiogroup" aria-label="Màu sắc">
            {palette.map((color) => (
              <button
                key={color}
                type="button"
                role="radio"
                aria-checked={values.color === color}
                aria-label={color}
                onClick={() => set({ color })}
                style={{
                  width: 28,
                  height: 28,
                  borderRadius: '50%',
                  background: color,
                  cursor: 'pointer',
                  border: values.color === color ? '3px solid #111827' : '1px solid #d1d5db',
                }}
              />
            ))}
          </Space>
        </Form.Item>
      </Form>
    </Modal>
  );
}
