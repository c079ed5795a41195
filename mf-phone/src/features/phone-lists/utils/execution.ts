/** How a run summary shows its schedule. */
export const TEMPLATE_PREVIEW_MAX = 100;

/** The message template cut at 100 characters. */
export function templatePreview(template: string | null | undefined): string {
  if (!template) return '';
  return template.length > TEMPLATE_PREVIEW_MAX ? `${template.slice(0, TEMPLATE_PREVIEW_MAX)}…` : template;
}

/** Stored attachments arrive as a list or as a JSON string of one; anything else counts 0. */
export function attachmentCount(attachments: unknown): number {
  if (Array.isArray(attachments)) return attachments.length;
  if (typeof attachments === 'string' && attachments.trim()) {
    try {
      const parsed: unknown = JSON.parse(attachments);
      return Array.isArray(parsed) ? parsed.length : 0;
    } catch {
      return 0;
    }
  }
  return 0;
}
