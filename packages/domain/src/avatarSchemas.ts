import { z } from 'zod';
import { AVATAR_MESSAGES } from './avatar';

// The upload's crop fields as the API validates them, apart from the avatar rules: the browser
// uses the rules (the top bar's avatar does) and must not carry zod for them (decision 025).

const cropNumber = z.coerce
  .number(AVATAR_MESSAGES.cropInvalid)
  .int(AVATAR_MESSAGES.cropInvalid)
  .min(0, AVATAR_MESSAGES.cropInvalid);

/** The crop box of an upload (multipart fields crop_x, crop_y, crop_width, crop_height). */
export const avatarCropSchema = z.object({
  crop_x: cropNumber,
  crop_y: cropNumber,
  crop_width: cropNumber,
  crop_height: cropNumber,
});
