import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LanguageContext, loadTexts } from '#lib/i18n/texts.ts';
import { CropDialog } from './crop-dialog.tsx';

const PICKED = { src: 'blob:photo', width: 400, height: 300, image: new Image() };

describe('crop dialog', () => {
  it('asks in English', () => {
    render(<CropDialog picked={PICKED} busy={false} onCancel={vi.fn()} onConfirm={vi.fn()} />);
    expect(screen.getByRole('dialog', { name: 'Crop your photo' })).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Zoom' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Crop & Continue' })).toBeInTheDocument();
  });

  it('asks in German', async () => {
    await loadTexts('de');
    render(
      <LanguageContext value="de">
        <CropDialog picked={PICKED} busy={false} onCancel={vi.fn()} onConfirm={vi.fn()} />
      </LanguageContext>,
    );
    expect(screen.getByRole('dialog', { name: 'Foto zuschneiden' })).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Zoom' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abbrechen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zuschneiden & weiter' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
  });
});
