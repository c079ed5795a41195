import { Form, Input, Modal, Space } from 'antd';
import { useState } from 'react';
import { CreateGroupTagSchema, GROUP_TAG_DEFAULT_COLOR, GROUP_TAG_PALETTE, type GroupTagInput } from 'shared-sdk';
import * as v from 'valibot';
import { GROUP_TEXTS } from '../texts';

export interface GroupTagFormValues {
  name: string;
  description: string;
  color: string;
}

export interface GroupTagFormModalProps {
  open: boolean;
  /** Present when editing; the form starts from it. */
  initial?: GroupTagFormValues;
  palette?: readonly string[];
  submitting?: boolean;
  /** Resolves true when saved; the modal then closes. */
  onSubmit: (input: GroupTagInput) => Promise<boolean>;
  onCancel: () => void;
}

const EMPTY: GroupTagFormValues = { name: '', description: '', color: GROUP_TAG_DEFAULT_COLOR };

/** Checks the form with the contract's schema: the payload, or the first message per field. */
export function checkGroupTagForm(values: GroupTagFormValues): { ok: true; input: GroupTagInput } | { ok: false; errors: Record<string, string> } {
  const result = v.safeParse(CreateGroupTagSchema, { name: values.name, description: values.description || null, color: values.color });
  if (result.success) return { ok: true, input: result.output };
  const errors: Record<string, string> = {};
  for (const issue of result.issues) errors[String(issue.path?.[0]?.key ?? 'name')] ??= issue.message;
  return { ok: false, errors };
}

/** Create/edit a group tag (spec part 2 §2, §5): name, description, a palette colour; everything resets on close. */
export function GroupTagFormModal({ open, initial, palette = GROUP_TAG_PALETTE, submitting, onSubmit, onCancel }: GroupTagFormModalProps) {
  const [values, setValues] = useState<GroupTagFormValues>(initial ?? EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // The form starts over on every opening, before the first keystroke; resetting in afterOpenChange
  // (after the opening animation) could wipe what a quick user already typed.
  const [openedWith, setOpenedWith] = useState(open);
  if (open !== openedWith) {
    setOpenedWith(open);
    setValues(initial ?? EMPTY);
    setErrors({});
  }
  const set = (patch: Partial<GroupTagFormValues>) => setValues((current) => ({ ...current, ...patch }));
  const submit = async () => {
    const checked = checkGroupTagForm(values);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    if (await onSubmit(checked.input)) onCancel();
  };
  return (
    <Modal
      open={open}
      title={initial ? GROUP_TEXTS.editTag : GROUP_TEXTS.newTag}
      okText={initial ? GROUP_TEXTS.updateTagOk : GROUP_TEXTS.createTagOk}
      cancelText={GROUP_TEXTS.cancel}
      confirmLoading={submitting}
      onOk={() => void submit()}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form layout="vertical" component="div">
        <Form.Item label={GROUP_TEXTS.tagName} htmlFor="group-tag-name" validateStatus={errors.name ? 'error' : undefined} help={errors.name}>
          <Input id="group-tag-name" value={values.name} onChange={(event) => set({ name: event.target.value })} />
        </Form.Item>
        <Form.Item label={GROUP_TEXTS.tagDescription} htmlFor="group-tag-description" validateStatus={errors.description ? 'error' : undefined} help={errors.description}>
          <Input.TextArea id="group-tag-description" value={values.description} onChange={(event) => set({ description: event.target.value })} />
        </Form.Item>
        <Form.Item label={GROUP_TEXTS.tagColor}>
          <Space wrap role="radiogroup" aria-label={GROUP_TEXTS.tagColor}>
            {palette.map((color) => (
              <button
                key={color}
                type="button"
                role="radio"
                aria-checked={values.color === color}
                aria-label={color}
                onClick={() => set({ color })}
                style={{ width: 28, height: 28, borderRadius: '50%', background: color, cursor: 'pointer', border: values.color === color ? '3px solid #111827' : '1px solid #d1d5db' }}
              />
            ))}
          </Space>
        </Form.Item>
      </Form>
    </Modal>
  );
}
