import { useState } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Slider,
  Typography,
} from '@mui/material';
import Cropper, { type Area } from 'react-easy-crop';
import { useTexts } from '#lib/i18n/texts.ts';
import { initialCropArea, type PixelArea } from '../lib/crop.ts';
import { profileTexts } from '../lib/profile-texts.ts';

export type PickedImage = { src: string; width: number; height: number; image: HTMLImageElement };

type CropDialogProps = {
  picked: PickedImage;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (area: PixelArea) => void;
};

/** The square crop (aspect 1) of a picked photo, starting at half the smaller side, centred (product 0423). */
export function CropDialog({ picked, busy, onCancel, onConfirm }: CropDialogProps) {
  const [initialArea] = useState(() => initialCropArea(picked.width, picked.height));
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<PixelArea>(initialArea);
  const texts = useTexts(profileTexts).crop;

  return (
    <Dialog open onClose={busy ? undefined : onCancel} fullWidth maxWidth="sm">
      <DialogTitle>{texts.title}</DialogTitle>
      <DialogContent>
        <Box
          sx={{ position: 'relative', height: { xs: 280, sm: 360 }, bgcolor: 'grey.900', borderRadius: 1 }}
        >
          <Cropper
            image={picked.src}
            crop={crop}
            zoom={zoom}
            aspect={1}
            maxZoom={10}
            initialCroppedAreaPixels={initialArea}
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onCropComplete={(_area: Area, pixels: Area) => setArea(pixels)}
          />
        </Box>
        <Typography id="crop-zoom-label" variant="body2" sx={{ mt: 2 }}>
          {texts.zoom}
        </Typography>
        <Slider
          value={zoom}
          min={1}
          max={10}
          step={0.05}
          aria-labelledby="crop-zoom-label"
          onChange={(_event, value) => setZoom(value)}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {texts.cancel}
        </Button>
        <Button variant="contained" onClick={() => onConfirm(area)} disabled={busy}>
          {texts.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
