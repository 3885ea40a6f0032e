import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PromoVideo } from './promo-video.tsx';

describe('promo video overlay', () => {
  it('is shown while paused, hidden while playing, and shown again on pause', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    render(<PromoVideo src="/api/public/promo.mp4" />);
    const video = document.querySelector('video')!;

    await userEvent.click(screen.getByRole('button', { name: /^Play video/ }));
    expect(play).toHaveBeenCalledOnce();
    fireEvent.play(video);
    expect(screen.queryByRole('button', { name: /^Play video/ })).not.toBeInTheDocument();
    expect(video).toHaveAttribute('controls');

    fireEvent.pause(video);
    expect(screen.getByRole('button', { name: /^Play video/ })).toBeInTheDocument();
    fireEvent.play(video);
    fireEvent.ended(video);
    expect(screen.getByRole('button', { name: /^Play video/ })).toBeInTheDocument();
  });

  it('shows the poster and the overlay, disabled, when there is no video', () => {
    render(<PromoVideo src={null} />);
    expect(document.querySelector('video')).toBeNull();
    expect(screen.getByRole('button', { name: /^Play video/ })).toBeDisabled();
  });
});
