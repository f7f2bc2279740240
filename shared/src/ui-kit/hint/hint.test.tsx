import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import IconButton from '@mui/material/IconButton';

import { renderWithProviders } from '../../testing/render';
import { Hint } from './hint';

// jsdom's events carry no pointer type unless PointerEvent is a MouseEvent with one.
beforeAll(() => {
  window.PointerEvent ??= class extends MouseEvent {
    pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerType = init.pointerType ?? 'mouse';
    }
  } as typeof PointerEvent;
});

// The Tooltip's code loads once per page: the first test sees the controls before it arrives.
describe('Hint', () => {
  it('draws its controls alone, with their own names, loads the tooltip on first use and opens it only for a resting mouse', async () => {
    renderWithProviders(
      <>
        <Hint title="Volume">
          <IconButton aria-label="Volume">V</IconButton>
        </Hint>
        <Hint title="Next">
          <IconButton aria-label="Next track">N</IconButton>
        </Hint>
        <Hint title="Settings">
          <IconButton aria-label="Open the settings">S</IconButton>
        </Hint>
      </>,
    );
    expect(screen.queryByRole('tooltip')).toBeNull();
    // A touch loads it without opening it; a mouse that left before it arrived leaves it closed.
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Volume' }), { pointerType: 'touch' });
    const next = screen.getByRole('button', { name: 'Next track' });
    fireEvent.pointerEnter(next, { pointerType: 'mouse' });
    fireEvent.pointerLeave(next, { pointerType: 'mouse' });
    await act(async () => {
      await import('@mui/material/Tooltip');
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.queryByRole('tooltip')).toBeNull();
    // A resting mouse shows it; the control keeps its own name.
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Open the settings' }), { pointerType: 'mouse' });
    expect((await screen.findByRole('tooltip')).textContent).toBe('Settings');
    expect(screen.getByRole('button', { name: 'Open the settings' })).toBeTruthy();
  });

  it('keeps a keyboard user on the control it wraps', async () => {
    renderWithProviders(
      <Hint title="Play">
        <span>
          <IconButton aria-label="Play">P</IconButton>
        </span>
      </Hint>,
    );
    act(() => screen.getByRole('button', { name: 'Play' }).focus());
    await waitFor(() => expect(screen.getByRole('tooltip').textContent).toBe('Play'));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Play' }));
  });
});
