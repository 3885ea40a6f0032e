import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NavigationProgress } from './navigation-progress.tsx';

describe('NavigationProgress', () => {
  it('shows and announces a bar from the moment a navigation starts until the next page is shown', async () => {
    let arrive!: () => void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const router = createMemoryRouter([
      {
        path: '/',
        element: (
          <>
            <NavigationProgress />
            <Outlet />
          </>
        ),
        children: [
          { index: true, element: <p>Imprint</p> },
          { path: 'courses', loader: () => arrived.then(() => null), element: <p>Courses</p> },
        ],
      },
    ]);
    render(<RouterProvider router={router} />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');

    // The router's notice, not a render, switches them on: they are there as soon as navigate() has started.
    const navigated = router.navigate('/courses');
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Loading');

    await act(async () => {
      arrive();
      await navigated;
    });
    expect(screen.getByText('Courses')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});
