import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const toast = vi.hoisted(() => ({
  success: vi.fn(),
  error: vi.fn(),
  info: vi.fn(),
  warning: vi.fn(),
  dismiss: vi.fn(),
}));
vi.mock('react-toastify', () => ({ toast }));

// notify shows nothing on the server: give it a window as in the browser.
beforeEach(() => {
  vi.stubGlobal('window', {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('notify', () => {
  it('shows notices for 10000 ms, errors as alerts and the others as status messages', async () => {
    const { notify } = await import('./notify');
    notify.success('Saved');
    notify.error('Erro');
    notify.info('Loading.....!');
    await vi.waitFor(() => {
      expect(toast.success).toHaveBeenCalledWith(
        'Saved',
        expect.objectContaining({ autoClose: 10000, role: 'status' }),
      );
      expect(toast.error).toHaveBeenCalledWith('Erro', expect.objectContaining({ autoClose: 10000, role: 'alert' }));
      expect(toast.info).toHaveBeenCalledWith(
        'Loading.....!',
        expect.objectContaining({ autoClose: 10000, role: 'status' }),
      );
    });
  });

  it('passes an id and another duration, and dismisses by id', async () => {
    const { notify } = await import('./notify');
    notify.info('Loading.....!', { id: 'loading', autoClose: false });
    notify.dismiss('loading');
    await vi.waitFor(() => {
      expect(toast.info).toHaveBeenCalledWith(
        'Loading.....!',
        expect.objectContaining({ toastId: 'loading', autoClose: false }),
      );
      expect(toast.dismiss).toHaveBeenCalledWith('loading');
    });
  });

  it('asks the notice area to mount on the first notice', async () => {
    const { notify, onNoticeRequested } = await import('./notify');
    const listener = vi.fn();
    const stop = onNoticeRequested(listener);
    notify.warning('Check the form');
    expect(listener).toHaveBeenCalled();
    stop();
  });

  it('does nothing on the server', async () => {
    vi.unstubAllGlobals();
    const { notify } = await import('./notify');
    notify.error('Erro');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(toast.error).not.toHaveBeenCalled();
  });
});
