import { Form, Input, Modal, Space } from 'antd';
import { useState } from 'react';
import {
  CreateFriendTagSchema,
  CreateGroupTagSchema,
  FRIEND_TAG_DEFAULT_COLOR,
  FRIEND_TAG_PALETTE,
  type FriendTagInput,
  GROUP_TAG_DEFAULT_COLOR,
  GROUP_TAG_PALETTE,
  type GroupTagInput,
} from 'shared-sdk';
import * as v from 'valibot';

/** What tells the friend tag form from the group tag form: the contract's schema (its messages), colours, field ids. */
export interface TagFormKind {
  schema: v.GenericSchema<unknown, FriendTagInput & GroupTagInput>;
  defaultColor: string;
  palette: readonly string[];
  idPrefix: string;
}

export const FRIEND_TAG_FORM: TagFormKind = {
  schema: CreateFriendTagSchema,
  defaultColor: FRIEND_TAG_DEFAULT_COLOR,
  palette: FRIEND_TAG_PALETTE,
  idPrefix: 'friend-tag',
};
export const GROUP_TAG_FORM: TagFormKind = {
  schema: CreateGroupTagSchema,
  defaultColor: GROUP_TAG_DEFAULT_COLOR,
  palette: GROUP_TAG_PALETTE,
  idPrefix: 'group-tag',
};

const TEXTS = {
  newTag: 'Tạo tag mới',
  editTag: 'Chỉnh sửa tag',
  createOk: 'Tạo tag',
  updateOk: 'Cập nhật',
  cancel: 'Hủy',
  name: 'Tên tag',
  description: 'Mô tả',
  color: 'Màu sắc',
};

export interface TagFormValues {
  name: string;
  description: string;
  color: string;
}

export interface TagFormModalProps {
  kind: TagFormKind;
  open: boolean;
  /** Present when editing; the form starts from it. */
  initial?: TagFormValues;
  /** The server's palette; the kind's when absent. */
  palette?: readonly string[];
  submitting?: boolean;
  /** Resolves true when saved; the modal then closes. */
  onSubmit: (input: FriendTagInput & GroupTagInput) => Promise<boolean>;
  onCancel: () => void;
}

/** Checks the form with the contract's schema; returns the payload or the first message per field. */
export function checkTagForm(
  kind: TagFormKind,
  values: TagFormValues,
): { ok: true; input: FriendTagInput & GroupTagInput } | { ok: false; errors: Record<string, string> } {
  const result = v.safeParse(kind.schema, { name: values.name, description: values.description || null, color: values.color });
  if (result.success) return { ok: true, input: result.output };
  const errors: Record<string, string> = {};
  for (const issue of result.issues) errors[String(issue.path?.[0]?.key ?? 'name')] ??= issue.message;
  return { ok: false, errors };
}

/** Create/edit a friend or group tag: name, description, a colour picked from the palette; reset on close. */
export function TagFormModal({ kind, open, initial, palette = kind.palette, submitting, onSubmit, onCancel }: TagFormModalProps) {
  const empty: TagFormValues = { name: '', description: '', color: kind.defaultColor };
  const [values, setValues] = useState<TagFormValues>(initial ?? empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // The form starts over on every opening, before the first keystroke; resetting in afterOpenChange
  // (after the opening animation) could wipe what a quick user already typed.
  const [openedWith, setOpenedWith] = useState(open);
  if (open !== openedWith) {
    setOpenedWith(open);
    setValues(initial ?? empty);
    setErrors({});
  }
  const set = (patch: Partial<TagFormValues>) => setValues((current) => ({ ...current, ...patch }));
  const submit = async () => {
    const checked = checkTagForm(kind, values);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    if (await onSubmit(checked.input)) onCancel();
  };
  return (
    <Modal
      open={open}
      title={initial ? TEXTS.editTag : TEXTS.newTag}
      okText={initial ? TEXTS.updateOk : TEXTS.createOk}
      cancelText={TEXTS.cancel}
      confirmLoading={submitting}
      onOk={() => void submit()}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form layout="vertical" component="div">
        <Form.Item label={TEXTS.name} htmlFor={`${kind.idPrefix}-name`} validateStatus={errors.name ? 'error' : undefined} help={errors.name}>
          <Input id={`${kind.idPrefix}-name`} value={values.name} onChange={(event) => set({ name: event.target.value })} />
        </Form.Item>
        <Form.Item
          label={TEXTS.description}
          htmlFor={`${kind.idPrefix}-description`}
          validateStatus={errors.description ? 'error' : undefined}
          help={errors.description}
        >
          <Input.TextArea id={`${kind.idPrefix}-description`} value={values.description} onChange={(event) => set({ description: event.target.value })} />
        </Form.Item>
        <Form.Item label={TEXTS.color}>
          <Space wrap role="radiogroup" aria-label={TEXTS.color}>
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
