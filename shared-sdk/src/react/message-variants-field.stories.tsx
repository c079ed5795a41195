import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { MESSAGE_VARIANT_TEXTS, MessageVariantsField, OptionSwitch } from './message-variants-field';

function Editable({ initial }: { initial: string[] }) {
  const [texts, setTexts] = useState(initial);
  return <MessageVariantsField label="Nội dung tin nhắn" maxLength={2000} value={texts} onChange={setTexts} />;
}

const meta: Meta<typeof Editable> = { title: 'shared-sdk/MessageVariantsField', component: Editable };
export default meta;

/** One message, as before variants: the field and "Thêm phiên bản". */
export const OneMessage: StoryObj<typeof Editable> = { args: { initial: ['Chào {ten}, shop có ưu đãi cho bạn!'] } };
/** Two variants: "Phiên bản A" and "B", each with its preview, and how recipients are split. */
export const TwoVariants: StoryObj<typeof Editable> = {
  args: { initial: ['Chào {ten}, shop có ưu đãi cho bạn!', '{Chào|Xin chào} {ten}, bạn đã xem bộ sưu tập mới chưa?'] },
};
/** Five: no more can be added. */
export const FiveVariants: StoryObj<typeof Editable> = { args: { initial: ['Một', 'Hai', 'Ba', 'Bốn', 'Năm'] } };
/** The one-off jobs' switch. */
export const SkipActiveSwitch: StoryObj<typeof OptionSwitch> = {
  render: () => <OptionSwitch label={MESSAGE_VARIANT_TEXTS.skipActive} hint={MESSAGE_VARIANT_TEXTS.skipActiveHint} />,
};
