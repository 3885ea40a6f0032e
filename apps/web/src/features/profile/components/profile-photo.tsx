import { useEffect, useRef, useState } from 'react';
import PersonIcon from '@mui/icons-material/Person';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { Alert, Avatar, Button, Stack } from '@mui/material';
import type { Profile } from '@gjs/shared';
import { useUploadProfileImage } from '../api/upload-profile-image.ts';
import { cropToAvatar, loadImage, type PixelArea } from '../lib/crop.ts';
import { useTexts } from '#lib/i18n/texts.ts';
import { profileTexts } from '../lib/profile-texts.ts';
import { CropDialog, type PickedImage } from './crop-dialog.tsx';

export const UPLOAD_SUCCESS_MS = 3000;

/** The default avatar stands in for a missing image and for one that fails to load (product 0425). */
export function ProfileAvatar({ src, size = 120 }: { src: string | null; size?: number }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const texts = useTexts(profileTexts).photo;
  const shown = src && src !== failedSrc ? src : undefined;
  return (
    <Avatar
      src={shown}
      alt={texts.alt}
      slotProps={{ img: { onError: () => setFailedSrc(src) } }}
      sx={{ width: size, height: size, bgcolor: 'grey.300', color: 'grey.600' }}
    >
      <PersonIcon aria-label={texts.defaultAvatar} sx={{ fontSize: size * 0.7 }} />
    </Avatar>
  );
}

/** Pick a photo (images only), crop it square, upload a 300x300 JPEG named after the user id (product 0422, 0423). */
export function ProfilePhoto({ profile }: { profile: Pick<Profile, 'id' | 'profile_image'> }) {
  const upload = useUploadProfileImage();
  const texts = useTexts(profileTexts).photo;
  const input = useRef<HTMLInputElement>(null);
  const [picked, setPicked] = useState<PickedImage | null>(null);
  const [note, setNote] = useState<'success' | 'failure' | null>(null);

  useEffect(() => {
    if (note !== 'success') return;
    const timer = setTimeout(() => setNote(null), UPLOAD_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [note]);

  useEffect(() => () => void (picked && URL.revokeObjectURL(picked.src)), [picked]);

  const onFile = async (file: File | undefined) => {
    if (input.current) input.current.value = ''; // the same file can be picked again
    if (!file) return;
    setNote(null);
    const src = URL.createObjectURL(file);
    try {
      const image = await loadImage(src);
      setPicked({ src, image, width: image.naturalWidth, height: image.naturalHeight });
    } catch {
      URL.revokeObjectURL(src);
      setNote('failure');
    }
  };

  const onConfirm = async (area: PixelArea) => {
    if (!picked) return;
    try {
      await upload.mutateAsync(await cropToAvatar(picked.image, area, profile.id));
      setNote('success');
    } catch {
      setNote('failure');
    } finally {
      setPicked(null);
    }
  };

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
      <ProfileAvatar src={profile.profile_image} />
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        aria-label={texts.file}
        onChange={(event) => void onFile(event.target.files?.[0])}
      />
      <Button
        variant="outlined"
        size="small"
        startIcon={<PhotoCameraIcon />}
        onClick={() => input.current?.click()}
      >
        {texts.change}
      </Button>
      {note === 'success' && <Alert severity="success">{texts.success}</Alert>}
      {note === 'failure' && <Alert severity="error">{texts.failure}</Alert>}
      {picked && (
        <CropDialog
          picked={picked}
          busy={upload.isPending}
          onCancel={() => setPicked(null)}
          onConfirm={(area) => void onConfirm(area)}
        />
      )}
    </Stack>
  );
}
