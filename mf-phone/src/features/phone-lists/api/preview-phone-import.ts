import { useMutation } from '@tanstack/react-query';
import { phoneListsApi } from 'shared-sdk';

/** POST /phone-lists/preview (multipart): counts, duplicates, sample numbers and the rejected rows with why; nothing is stored. */
export const previewPhoneImport = (file: File) => phoneListsApi.preview(file);

export const usePreviewPhoneImport = () => useMutation({ mutationFn: previewPhoneImport });
