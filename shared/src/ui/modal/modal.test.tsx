import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, jest } from '@jest/globals';
import { Modal } from './modal';

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal
        open={open}
        title="Dialog"
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
      >
        <button type="button">First</button>
        <button type="button">Second</button>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('moves focus inside, keeps Tab inside and gives focus back on Escape', async () => {
    const onClose = jest.fn();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Dialog' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    for (let i = 0; i < 5; i += 1) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on the close button and on a click on the overlay, not on a click inside', async () => {
    const onClose = jest.fn();
    render(<Harness onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.click(screen.getByRole('button', { name: 'First' }));
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.click(screen.getByTestId('modal-overlay'));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('shows inside the element in fullscreen (only it is drawn then), and back in the page once fullscreen is left', async () => {
    const stage = document.createElement('div');
    document.body.append(stage);
    const inFullscreen = (element: Element | null) =>
      act(() => {
        Object.defineProperty(document, 'fullscreenElement', { configurable: true, value: element });
        document.dispatchEvent(new Event('fullscreenchange'));
      });
    try {
      render(<Harness />);
      await userEvent.click(screen.getByRole('button', { name: 'Open' }));
      expect(stage).not.toContainElement(screen.getByRole('dialog'));
      inFullscreen(stage);
      expect(stage).toContainElement(screen.getByRole('dialog', { name: 'Dialog' }));
      inFullscreen(null);
      expect(stage).not.toContainElement(screen.getByRole('dialog', { name: 'Dialog' }));
    } finally {
      inFullscreen(null);
      stage.remove();
    }
  });
});
