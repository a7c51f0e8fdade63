import { limits } from '@portal/shared/config';

import type { Message } from '../../../i18n';

/** Catalog ids of the two refusals ('Please select a valid image file.', 'File size must not exceed 2MB.'). */
export const IMAGE_TYPE_MESSAGE = 'rewards.editProfile.imageType' satisfies Message;
export const IMAGE_SIZE_MESSAGE = 'rewards.editProfile.imageSize' satisfies Message;

/** The image types the api stores (it checks the bytes too): a GIF or WebP would be refused there. */
export const PROFILE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/jpg'];

/** docs/product/access-and-start-up.md, profile image: a PNG or JPEG of at most 2,097,152 bytes; null when it may be sent. */
export function profileImageError(file: File): Message | null {
  if (!PROFILE_IMAGE_TYPES.includes(file.type)) return IMAGE_TYPE_MESSAGE;
  if (file.size > limits.profileImageBytes) return IMAGE_SIZE_MESSAGE;
  return null;
}
