import { limits } from '@portal/shared/config';

export const IMAGE_TYPE_MESSAGE = 'Please select a valid image file.';
export const IMAGE_SIZE_MESSAGE = 'File size must not exceed 2MB.';

/** Spec section 5, profile image: an image of at most 2,097,152 bytes; null when it may be sent. */
export function profileImageError(file: File): string | null {
  if (!file.type.startsWith('image/')) return IMAGE_TYPE_MESSAGE;
  if (file.size > limits.profileImageBytes) return IMAGE_SIZE_MESSAGE;
  return null;
}
