import type { Meta, StoryObj } from '@storybook/react';
import { TemplatePreview } from './template-preview';

const meta: Meta<typeof TemplatePreview> = { title: 'shared-sdk/TemplatePreview', component: TemplatePreview };
export default meta;

/** Variables and a choice: one message as a recipient gets it, and 'Xem mẫu khác'. */
export const Personalised: StoryObj<typeof TemplatePreview> = { args: { value: '{Chào|Xin chào|Chào bạn} {ten}, mình là {tai_khoan}. Hôm nay shop có ưu đãi cho bạn!' } };
/** Plain text: the help line and the text as it is. */
export const PlainText: StoryObj<typeof TemplatePreview> = { args: { value: 'Xin chào, cảm ơn bạn đã quan tâm.' } };
/** An unknown variable: the error names it. */
export const UnknownVariable: StoryObj<typeof TemplatePreview> = { args: { value: 'Chào {ho_ten}' } };
/** Nothing typed yet: only the help line. */
export const Empty: StoryObj<typeof TemplatePreview> = { args: { value: '' } };
