import { act, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfflineOrOnline } from './offline-or-online';

afterEach(() => vi.restoreAllMocks());

describe('OfflineOrOnline', () => {
  it('shows the offline view with no network and runs the route loader again when it returns', async () => {
    let onLine = false;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => onLine);
    const loader = vi.fn(() => null);
    const router = createMemoryRouter([
      {
        path: '/',
        loader,
        shouldRevalidate: () => true,
        element: (
          <OfflineOrOnline offline={<h1>离线的预约</h1>}>
            <h1>在线的预约</h1>
          </OfflineOrOnline>
        ),
      },
    ]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: '离线的预约' })).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(1);

    onLine = true;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByRole('heading', { name: '在线的预约' })).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(2);
  });
});
