import { useMutation } from '@tanstack/react-query';
import { phoneListsApi } from './client';

/** POST /phone-lists/preview (multipart): rows, valid and invalid counts and sample numbers; nothing is stored. */
export const previewPhoneImport = (file: File) => phoneListsApi.preview(file);

export const usePreviewPhoneImport = () => useMutation({ mutationFn: previewPhoneImport });
