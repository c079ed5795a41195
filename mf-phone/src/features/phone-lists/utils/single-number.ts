/** The single-number dialog's actions and what each needs. */
export type SingleAction = 'lookup' | 'friendRequest' | 'message' | 'friendRequestAndMessage';

export const SINGLE_ACTION_NEEDS: Record<SingleAction, { friendRequest: boolean; message: boolean }> = {
  lookup: { friendRequest: false, message: false },
  friendRequest: { friendRequest: true, message: false },
  message: { friendRequest: false, message: true },
  friendRequestAndMessage: { friendRequest: true, message: true },
};

export const SINGLE_NUMBER_ERRORS = {
  phoneAndAccount: 'Vui lòng nhập số điện thoại và chọn tài khoản',
  texts: 'Vui lòng nhập đầy đủ thông tin',
} as const;

export interface SingleNumberForm {
  action: SingleAction;
  phone: string;
  accountId: string | undefined;
  friendRequestMessage: string;
  message: string;
}

/** The error to show before calling, or null when the form may be sent. */
export function checkSingleNumberForm(form: SingleNumberForm): string | null {
  if (!form.phone.trim() || !form.accountId) return SINGLE_NUMBER_ERRORS.phoneAndAccount;
  const needs = SINGLE_ACTION_NEEDS[form.action];
  if ((needs.friendRequest && !form.friendRequestMessage.trim()) || (needs.message && !form.message.trim())) return SINGLE_NUMBER_ERRORS.texts;
  return null;
}
