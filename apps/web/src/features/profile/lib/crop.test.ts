import { describe, expect, it, vi } from 'vitest';
import { avatarFileName, cropToAvatar, initialCropArea } from './crop.ts';

describe('initial crop', () => {
  it('is a square of half the smaller side, centred, for a landscape image', () => {
    expect(initialCropArea(800, 600)).toEqual({ x: 250, y: 150, width: 300, height: 300 });
  });

  it('is a square of half the smaller side, centred, for a portrait image', () => {
    expect(initialCropArea(400, 1000)).toEqual({ x: 100, y: 400, width: 200, height: 200 });
  });

  it('is the centred half of a square image', () => {
    expect(initialCropArea(300, 300)).toEqual({ x: 75, y: 75, width: 150, height: 150 });
  });
});

describe('avatar output', () => {
  it('names the file after the user id', () => {
    expect(avatarFileName(42)).toBe('42.jpg');
  });

  it('draws the crop onto a 300x300 canvas and encodes a JPEG at quality 0.95', async () => {
    const drawImage = vi.fn();
    const context = { drawImage, imageSmoothingQuality: 'low' } as unknown as CanvasRenderingContext2D;
    const getContext = vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as never);
    let canvasSize: [number, number] = [0, 0];
    const toBlob = vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (
      this: HTMLCanvasElement,
      callback,
      type,
    ) {
      canvasSize = [this.width, this.height];
      callback(new Blob(['jpeg bytes'], { type }));
    });
    const image = document.createElement('img');

    const file = await cropToAvatar(image, { x: 10, y: 20, width: 150, height: 150 }, 7);

    expect(getContext).toHaveBeenCalledWith('2d');
    expect(canvasSize).toEqual([300, 300]);
    expect(drawImage).toHaveBeenCalledWith(image, 10, 20, 150, 150, 0, 0, 300, 300);
    expect(toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/jpeg', 0.95);
    expect(file.name).toBe('7.jpg');
    expect(file.type).toBe('image/jpeg');
  });

  it('fails when the canvas cannot encode the image', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      drawImage: vi.fn(),
    } as never);
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((callback) => callback(null));
    await expect(
      cropToAvatar(document.createElement('img'), { x: 0, y: 0, width: 1, height: 1 }, 7),
    ).rejects.toThrow();
  });
});
