export type PixelArea = { x: number; y: number; width: number; height: number };

export const AVATAR_SIZE = 300;
export const AVATAR_QUALITY = 0.95;
export const AVATAR_TYPE = 'image/jpeg';

/** The first crop (product 0423): a square of half the smaller image side, centred. */
export function initialCropArea(width: number, height: number): PixelArea {
  const side = Math.min(width, height) / 2;
  return { x: (width - side) / 2, y: (height - side) / 2, width: side, height: side };
}

/** The avatar file is named after the user id. */
export const avatarFileName = (userId: number) => `${userId}.jpg`;

/** Loads a picked file as an image, to learn its size before the crop dialog opens. */
export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The file is not an image that can be shown.'));
    image.src = src;
  });
}

/** Draws the cropped area onto a 300x300 canvas and encodes it as a JPEG at quality 0.95 (product 0423, 0426). */
export async function cropToAvatar(image: CanvasImageSource, area: PixelArea, userId: number): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = AVATAR_SIZE;
  canvas.height = AVATAR_SIZE;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas is not available.');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, AVATAR_SIZE, AVATAR_SIZE);
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, AVATAR_TYPE, AVATAR_QUALITY),
  );
  if (!blob) throw new Error('The image could not be encoded.');
  return new File([blob], avatarFileName(userId), { type: AVATAR_TYPE });
}
